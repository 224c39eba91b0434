/**
 * Price history (issue 37, "Price history"; decision 0316): what counts as a price change and as a
 * drop, the window of the "Price Drops" page, and the words a shopper reads. Pure: the recorded
 * changes, the window and the clock come in as facts (src/services/price-history reads and writes them).
 */

import { isPriceDrop } from '@/domain/price-alerts/rules'

type Price = number | null | undefined

/** One recorded change of a vehicle's price; `previousPrice` null: the vehicle's first listed price. */
export type PriceChange = { price: number | null; previousPrice: number | null; changedAt: Date }

/** The latest drop still shown: how much and when. */
export type PriceDrop = { amount: number; previousPrice: number; price: number; at: Date }

/** The window's bounds in the dealership settings: a drop older than this many days is no longer news. */
export const PRICE_DROP_WINDOW = { min: 1, max: 365, default: 30 } as const

const DAY_MS = 86_400_000

/**
 * Whether a save changed the price and must be recorded: any difference, a price set or removed
 * ("Call for pricing") included. A first save records the listed price when there is one.
 */
export function isPriceChange(before: Price, after: Price, isNew: boolean): boolean {
  const a = before ?? null
  const b = after ?? null
  if (isNew) return b !== null
  return a !== b
}

/** A drop, as the price-drop alerts count one (issue 21): both prices known and the new one lower. */
export const isDrop = isPriceDrop

/** The window from the settings, kept inside its bounds (a missing or broken value: the default). */
export function windowDays(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return PRICE_DROP_WINDOW.default
  return Math.min(PRICE_DROP_WINDOW.max, Math.max(PRICE_DROP_WINDOW.min, Math.floor(value)))
}

/** The earliest moment a drop may have happened and still count at `now`. */
export function windowStart(now: Date, days: number): Date {
  return new Date(now.getTime() - windowDays(days) * DAY_MS)
}

/**
 * The drop a shopper is told about: the latest recorded change, when it lowered the price, happened
 * inside the window and the vehicle still has that price. A later rise (or a price removed) ends it;
 * two drops in a row show the latest one. `changes` in any order.
 */
export function currentDrop(
  changes: readonly PriceChange[],
  currentPrice: Price,
  now: Date,
  days: number,
): PriceDrop | null {
  const latest = [...changes].sort((a, b) => b.changedAt.getTime() - a.changedAt.getTime())[0]
  if (!latest || !isDrop(latest.previousPrice, latest.price)) return null
  if (latest.price !== (currentPrice ?? null)) return null
  if (latest.changedAt.getTime() < windowStart(now, days).getTime()) return null
  if (latest.changedAt.getTime() > now.getTime()) return null
  const previousPrice = latest.previousPrice as number
  const price = latest.price as number
  return { amount: previousPrice - price, previousPrice, price, at: latest.changedAt }
}

/**
 * The drop kept on the vehicle's row (its `oldPrice`, `priceDrop` and `priceDroppedAt`) after a
 * save, so the cards, the search filter and the feeds read three columns instead of the history
 * (decision 0316). `droppedAt` is when the latest drop happened, null when the latest change was not a drop.
 */
export function dropColumns(
  droppedAt: Date | null,
  oldPrice: Price,
  price: Price,
  now: Date,
  days: number,
): { priceDrop: number } {
  if (!droppedAt || !isDrop(oldPrice, price)) return { priceDrop: 0 }
  const t = droppedAt.getTime()
  if (t < windowStart(now, days).getTime() || t > now.getTime()) return { priceDrop: 0 }
  return { priceDrop: (oldPrice as number) - (price as number) }
}
