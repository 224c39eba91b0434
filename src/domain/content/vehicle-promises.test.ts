import { describe, expect, it } from 'vitest'
import { vehiclePromises } from './vehicle-promises'

describe('vehiclePromises (site.md section 1)', () => {
  it.each<[number | null | undefined, boolean]>([
    [0, true],
    [12_000, true],
    [84_999, true],
    [85_000, false],
    [160_000, false],
    [null, false],
    [undefined, false],
    [-1, false],
    [Number.NaN, false],
  ])('%s miles: warranty promised = %s', (miles, warranty) => {
    const promises = vehiclePromises(miles)
    expect(promises.slice(0, 2)).toEqual(['inspection', 'history-report'])
    expect(promises.includes('engine-warranty')).toBe(warranty)
  })
})
