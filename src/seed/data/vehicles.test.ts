import { describe, expect, it } from 'vitest'
import { askingPrice, generateVehicle } from './vehicles'

describe('askingPrice: the demo inventory prices', () => {
  it.each([
    // msrp, age, mileage, expected
    ['a one-year-old car at its expected miles keeps 82%', 30_000, 1, 12_000, 24_495],
    ['a brand-new car keeps 90%', 30_000, 0, 10, 27_495],
    ['fewer miles than expected raise the price', 30_000, 3, 20_000, 20_495],
    ['more miles than expected lower it', 30_000, 3, 60_000, 18_495],
    ['a 14-year-old, 180,000-mile car approaches the floor', 25_000, 14, 180_000, 4_995],
  ])('%s', (_name, msrp, age, mileage, expected) => {
    expect(askingPrice(msrp, age, mileage)).toBe(expected)
  })

  it('falls with age and never below the floor', () => {
    const prices = Array.from({ length: 16 }, (_, age) => askingPrice(32_000, age, age * 12_000))
    for (let i = 1; i < prices.length; i++) expect(prices[i]).toBeLessThanOrEqual(prices[i - 1])
    expect(Math.min(...prices)).toBeGreaterThanOrEqual(4_495)
  })

  it('gives the seeded inventory varied prices: no one price holds more than 1 car in 15', () => {
    const prices = Array.from({ length: 277 }, (_, i) => generateVehicle(i, [1, 2, 3, 4], () => ['x.webp']).price)
    const counts = new Map<number, number>()
    for (const p of prices) if (p !== null) counts.set(p, (counts.get(p) ?? 0) + 1)
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(Math.ceil(277 / 15))
  })
})
