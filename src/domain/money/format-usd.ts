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
  /**
   * Cents only when there are any: "$19,116" but "$367.70". A lead's prices read this way in its
   * e-mail and in the ADF price comment (visitor-layer.md section 7), as the dealer's own copy does.
   */
  dropZeroCents?: boolean
}

/**
 * The site's one money formatter: "$19,116" (whole) or "$325.00". Whole dollars go through the
 * shared half-away-from-zero rule rather than Intl's own rounding, so a card and the breakdown
 * never disagree by a dollar.
 */
export function formatUsd(cents: Cents, options: FormatUsdOptions = {}): string {
  if (options.whole) return WHOLE.format(roundHalfAwayFromZero(cents / 100))
  const exact = roundHalfAwayFromZero(cents)
  if (options.dropZeroCents && exact % 100 === 0) return WHOLE.format(exact / 100)
  return WITH_CENTS.format(exact / 100)
}

/**
 * formatUsd for an amount in dollars, as editors type them and the admin, the slider bounds, the
 * trade-in engine and the search filters keep them (site.md section 9: documentary fee 367.7).
 */
export function formatDollars(dollars: number, options: FormatUsdOptions = {}): string {
  return formatUsd(dollars * 100, options)
}
