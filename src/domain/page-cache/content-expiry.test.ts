import { describe, expect, it } from 'vitest'
import { cappedExpiry, cappedMaxAge, nextMoment, withMoment } from './content-expiry'

describe('content changes by the clock (issue 37)', () => {
  it('keeps future moments only, sorted and once', () => {
    let moments: number[] = []
    moments = withMoment(moments, 300, 100)
    moments = withMoment(moments, 200, 100)
    moments = withMoment(moments, 300, 100)
    moments = withMoment(moments, 50, 100)
    moments = withMoment(moments, Number.NaN, 100)
    expect(moments).toEqual([200, 300])
    expect(withMoment(moments, 400, 250)).toEqual([300, 400])
    expect(nextMoment(moments, 200)).toBe(300)
    expect(nextMoment(moments, 300)).toBeNull()
  })

  it.each<[string, number, number, number[], number]>([
    ['no change ahead: the lifetime', 5_000, 0, [], 5_000],
    ['a change inside the lifetime cuts it', 5_000, 0, [2_000], 2_000],
    ['a change after the lifetime leaves it', 5_000, 0, [9_000], 5_000],
    ['the first change after the render began counts', 5_000, 1_000, [500, 3_000], 3_000],
  ])('cappedExpiry: %s', (_name, lifetimeEnd, renderedAt, moments, expected) => {
    expect(cappedExpiry(lifetimeEnd, renderedAt, moments)).toBe(expected)
  })

  it.each<[string, number, number[], number]>([
    ['none ahead', 300, [], 300],
    ['an offer ending in 42.5 s', 300, [42_500], 42],
    ['an offer ending after the max-age', 300, [600_000], 300],
  ])('cappedMaxAge: %s', (_name, maxAge, moments, expected) => {
    expect(cappedMaxAge(maxAge, 0, moments)).toBe(expected)
  })
})
