import type { Cents } from './cents'
import { roundHalfAwayFromZero } from './rounding'

// Built once: Intl formatters are costly to create and these run for every vehicle card.
const WITH_CENTS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})
const WHOLE = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
})

export type FormatUsdOptions = {
  /** Whole dollars, as advertised prices and "$325/mo" read (site.md section 9); default shows cents. */
  whole?: boolean
}

/**
 * "$19,116" (whole) or "$325.00". Whole dollars go through the shared half-away-from-zero rule
 * rather than Intl's own rounding, so a card and the breakdown never disagree by a dollar.
 */
export function formatUsd(cents: Cents, options: FormatUsdOptions = {}): string {
  if (options.whole) return WHOLE.format(roundHalfAwayFromZero(cents / 100))
  return WITH_CENTS.format(roundHalfAwayFromZero(cents) / 100)
}
