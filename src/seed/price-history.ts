import { isDrop } from '@/domain/price-history/rules'

const DAY_MS = 86_400_000

/** What the bulk seed knows of a demo vehicle's prices. */
export type SeedPrices = {
  vin: string
  price: number | null
  oldPrice: number | null
  initPrice: number | null
  dateInStock: string | null
}

export type SeedPriceChange = { previousPrice: number | null; price: number; changedAt: string }

/**
 * A demo vehicle's price history, as the bulk seed writes it beside its SQL insert (which no hook
 * sees; issue 37, decision 0316): listed at its first price when it came in stock, then for a
 * vehicle shown with an old price, a drop to the old price and a recent drop to today's price, at
 * most 14 days ago (inside the default 30-day window) and never before it came in stock. The day
 * follows from the VIN, so a reseed writes the same history. `droppedAt` is the latest drop.
 */
export function seedPriceHistory(v: SeedPrices, now: Date): { changes: SeedPriceChange[]; droppedAt: string | null } {
  const listed = v.initPrice ?? v.price
  if (listed === null) return { changes: [], droppedAt: null }
  const inStock = v.dateInStock ? new Date(v.dateInStock).getTime() : now.getTime()
  const changes: SeedPriceChange[] = [
    { previousPrice: null, price: listed, changedAt: new Date(inStock).toISOString() },
  ]
  if (v.price === null || !isDrop(v.oldPrice, v.price)) return { changes, droppedAt: null }
  const daysAgo = 1 + ([...v.vin].reduce((n, c) => n + c.charCodeAt(0), 0) % 14)
  const dropAt = Math.max(now.getTime() - daysAgo * DAY_MS, inStock + (now.getTime() - inStock) / 2)
  const oldPrice = v.oldPrice as number
  if (isDrop(listed, oldPrice))
    changes.push({ previousPrice: listed, price: oldPrice, changedAt: new Date((inStock + dropAt) / 2).toISOString() })
  const droppedAt = new Date(dropAt).toISOString()
  changes.push({ previousPrice: changes[changes.length - 1].price, price: v.price, changedAt: droppedAt })
  return { changes, droppedAt }
}
