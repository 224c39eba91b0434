import { estimateMonthlyPayment, estimateStateFor, formatUsDate, type FinanceSettings } from '@/domain/financing'
import { dollarsToCents, formatDollars, formatUsd } from '@/domain/money'
import type { Locale } from '@/domain/i18n/locale-path'
import { translator } from './translate'

/**
 * The footnote under a list of cards, or the line under one vehicle's price: the inputs the
 * estimates assumed and the spec's disclaimers (site.md sections 5 and 9; issue 6 "every estimate
 * shows its inputs and the disclaimers"), in the page's language (issue 39; the English is the
 * spec's, as src/domain/financing/disclaimers.ts writes it). The defaults do not depend on the
 * price, so any priced vehicle of the list stands for all; the states are those of the listed
 * vehicles' stores ("IL or IN sales tax", issue 15). Null when the list has no estimate to explain.
 */
export function estimateFootnote(
  priceDollars: number | null,
  settings: FinanceSettings,
  storeStates: readonly (string | null | undefined)[],
  locale: Locale = 'en',
): string[] | null {
  if (priceDollars === null || !Number.isFinite(priceDollars) || priceDollars <= 0) return null
  const states = storeStates.map((s) => estimateStateFor(s, settings))
  const estimate = estimateMonthlyPayment(dollarsToCents(priceDollars), settings, {
    stateCode: states[0] ?? settings.defaultState,
  })
  if (!estimate.ok) return null
  const tr = translator(locale)
  const usd = (dollars: number) => formatDollars(dollars, { whole: true })
  const { inputs } = estimate
  const unique = [...new Set(states.length ? states : [inputs.stateCode])].sort()
  const since = settings.feeEffectiveDate === null ? null : formatUsDate(settings.feeEffectiveDate)
  return [
    tr('finance.footnote.assumptions', {
      down: usd(inputs.downPaymentDollars),
      trade:
        inputs.tradeEquityDollars > 0
          ? tr('finance.footnote.trade-equity', { amount: usd(inputs.tradeEquityDollars) })
          : tr('finance.footnote.no-trade'),
      months: inputs.termMonths,
      apr: estimate.aprQuote.apr,
      score: inputs.creditScore,
      states:
        unique.length <= 1
          ? (unique[0] ?? '')
          : tr('finance.footnote.states-or', { first: unique.slice(0, -1).join(', '), last: unique.at(-1) ?? '' }),
    }),
    tr('finance.footnote.fees', {
      fee: formatUsd(estimate.breakdown.documentaryFee),
      since: since ? tr('finance.footnote.fees-since', { date: since }) : '',
      driveFee: formatUsd(estimate.breakdown.driveFee),
    }),
    tr('finance.footnote.verification'),
  ]
}
