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

/** A vehicle's price fields before a save (nothing for a new vehicle) and as the save would leave them. */
export type SaveFacts = {
  before: { price: Price; oldPrice: Price; priceDroppedAt: Date | null } | null
  after: { price: Price; oldPrice: Price }
  now: Date
  days: number
}

/** What a save writes: the vehicle's drop columns, and the change to record (null: the price did not change). */
export type SaveOutcome = {
  oldPrice: number | null
  priceDroppedAt: Date | null
  priceDrop: number
  change: { previousPrice: number | null; price: number | null } | null
}

/**
 * The price fields of a save (decision 0316). On an edit the history decides: a lower price keeps
 * the one before as `oldPrice` and the moment as `priceDroppedAt`; a rise or a removed price ends
 * the drop; an unchanged price keeps what the row had, whatever old price the editor or a feed sent.
 * A new vehicle whose feed names a higher old price arrives as a drop from that price (issue 3's
 * "Old Price" column), recorded like any other; otherwise its first price is recorded as listed.
 */
export function priceFieldsOnSave({ before, after, now, days }: SaveFacts): SaveOutcome {
  const price = after.price ?? null
  let oldPrice: number | null
  let priceDroppedAt: Date | null
  let change: SaveOutcome['change'] = null
  if (before === null) {
    const arrivedLowered = isDrop(after.oldPrice, price)
    oldPrice = after.oldPrice ?? null
    priceDroppedAt = arrivedLowered ? now : null
    if (isPriceChange(undefined, price, true))
      change = { previousPrice: arrivedLowered ? (after.oldPrice as number) : null, price }
  } else if (isPriceChange(before.price, price, false)) {
    const dropped = isDrop(before.price, price)
    oldPrice = dropped ? (before.price as number) : null
    priceDroppedAt = dropped ? now : null
    change = { previousPrice: before.price ?? null, price }
  } else {
    oldPrice = before.oldPrice ?? null
    priceDroppedAt = before.priceDroppedAt
  }
  return {
    oldPrice,
    priceDroppedAt,
    priceDrop: dropColumns(priceDroppedAt, oldPrice, price, now, days).priceDrop,
    change,
  }
}
