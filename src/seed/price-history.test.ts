import { describe, expect, it } from 'vitest'
import { currentDrop } from '@/domain/price-history/rules'
import { seedPriceHistory } from './price-history'

const NOW = new Date('2026-11-28T12:00:00Z')
const inStock = (daysAgo: number) => new Date(NOW.getTime() - daysAgo * 86_400_000).toISOString()
const vin = '1HGCM82633A004352'

describe('seedPriceHistory (the bulk seed records history like a save would)', () => {
  it('lists an undropped vehicle at its price on its stock day', () => {
    expect(
      seedPriceHistory({ vin, price: 20_000, oldPrice: null, initPrice: 20_000, dateInStock: inStock(40) }, NOW),
    ).toEqual({ changes: [{ previousPrice: null, price: 20_000, changedAt: inStock(40) }], droppedAt: null })
  })

  it.each([60, 3, 1])('a dropped vehicle in stock %s days ends in a drop to its price, after it came in', (days) => {
    const v = { vin, price: 20_000, oldPrice: 21_000, initPrice: 22_500, dateInStock: inStock(days) }
    const { changes, droppedAt } = seedPriceHistory(v, NOW)
    expect(changes.map((c) => [c.previousPrice, c.price])).toEqual([
      [null, 22_500],
      [22_500, 21_000],
      [21_000, 20_000],
    ])
    expect(droppedAt).toBe(changes[2].changedAt)
    const times = changes.map((c) => new Date(c.changedAt).getTime())
    expect(times).toEqual([...times].sort((a, b) => a - b))
    // What the pages count from it agrees with the old price the row keeps.
    const drop = currentDrop(
      changes.map((c) => ({ ...c, changedAt: new Date(c.changedAt) })),
      20_000,
      NOW,
      30,
    )
    expect(drop?.amount).toBe(1_000)
  })

  it('records nothing for a vehicle without a price', () => {
    expect(seedPriceHistory({ vin, price: null, oldPrice: null, initPrice: null, dateInStock: null }, NOW)).toEqual({
      changes: [],
      droppedAt: null,
    })
  })
})
