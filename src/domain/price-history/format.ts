import { formatDollars } from '@/domain/money/format-usd'
import type { PriceChange, PriceDrop } from './rules'

/**
 * The words of the price history on the vehicle page (issue 37: "Price dropped $1,000 on Nov 12").
 * Dates are read on the dealership's clock: a drop saved at 11 pm in the Quad Cities is that day's,
 * not the next day's in UTC.
 */
const DAY_FORMATS = new Map<string, Intl.DateTimeFormat>()

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let f = DAY_FORMATS.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone })
    DAY_FORMATS.set(timeZone, f)
  }
  return f
}

/** "Nov 12" on the given clock. */
export function formatChangeDay(at: Date, timeZone: string): string {
  return dayFormat(timeZone).format(at)
}

const money = (dollars: number) => formatDollars(dollars, { whole: true })

/** "Price dropped $1,000 on Nov 12". */
export function formatPriceDrop(drop: Pick<PriceDrop, 'amount' | 'at'>, timeZone: string): string {
  return `Price dropped ${money(drop.amount)} on ${formatChangeDay(drop.at, timeZone)}`
}

/** One line of the short history: what the change did and when. */
export function formatPriceChange(change: PriceChange, timeZone: string): string {
  const day = formatChangeDay(change.changedAt, timeZone)
  const { price, previousPrice } = change
  if (price === null) return `Price removed ("Call for pricing") on ${day}`
  if (previousPrice === null) return `Listed at ${money(price)} on ${day}`
  if (price < previousPrice) return `Price dropped ${money(previousPrice - price)} to ${money(price)} on ${day}`
  return `Price raised ${money(price - previousPrice)} to ${money(price)} on ${day}`
}
