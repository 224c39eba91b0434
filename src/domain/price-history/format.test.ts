import { describe, expect, it } from 'vitest'
import { formatChangeDay, formatPriceChange, formatPriceDrop } from './format'

const CHICAGO = 'America/Chicago'

describe('formatPriceDrop (issue 37: "Price dropped $1,000 on Nov 12")', () => {
  it.each([
    [1_000, '2026-11-12T18:00:00Z', 'Price dropped $1,000 on Nov 12'],
    [500, '2026-11-12T18:00:00Z', 'Price dropped $500 on Nov 12'],
    [12_345, '2026-01-03T12:00:00Z', 'Price dropped $12,345 on Jan 3'],
    // 11 pm in the Quad Cities on Nov 12 is already Nov 13 in UTC: the dealership's day counts.
    [1_000, '2026-11-13T05:00:00Z', 'Price dropped $1,000 on Nov 12'],
  ])('%s at %s', (amount, at, text) => {
    expect(formatPriceDrop({ amount, at: new Date(at) }, CHICAGO)).toBe(text)
  })

  it('reads the day on the store clock it is given', () => {
    expect(formatChangeDay(new Date('2026-11-13T04:30:00Z'), 'America/New_York')).toBe('Nov 12')
    expect(formatChangeDay(new Date('2026-11-13T05:30:00Z'), 'America/New_York')).toBe('Nov 13')
  })
})

describe('formatPriceChange (one line of the short history)', () => {
  const at = new Date('2026-11-12T18:00:00Z')
  it.each<[number | null, number | null, string]>([
    [null, 21_000, 'Listed at $21,000 on Nov 12'],
    [21_000, 20_000, 'Price dropped $1,000 to $20,000 on Nov 12'],
    [20_000, 20_750, 'Price raised $750 to $20,750 on Nov 12'],
    [20_000, null, 'Price removed ("Call for pricing") on Nov 12'],
  ])('%s -> %s', (previousPrice, price, text) => {
    expect(formatPriceChange({ previousPrice, price, changedAt: at }, CHICAGO)).toBe(text)
  })
})
