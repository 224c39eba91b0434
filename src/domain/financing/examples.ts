import { dollarsToCents, formatUsd, roundHalfAwayFromZero } from '@/domain/money'
import { exactMonthlyPayment } from './amortize'
import { aprFor } from './apr'
import { estimateTermsText, perThousandText } from './disclaimers'
import type { FinanceSettings } from './settings'
import { clampToSlider, ESTIMATE_DEFAULTS } from './sliders'

/**
 * The two loan examples of site.md section 9 ("7.4 percent APR for 60 months; $20 per month per
 * $1,000 financed; $325 per month with $500 down over 72 months at 6.9 percent APR"). The spec's
 * figures are what the sample rates give; the terms and the amounts are the example, the rates come
 * from the finance settings (issue 15), so a manager's new rate changes the copy. $19,116 is the
 * amount financed at which 6.9 percent over 72 months costs $325 a month.
 */
export const LOAN_EXAMPLES = {
  perThousandTermMonths: 60,
  termMonths: 72,
  downPaymentDollars: 500,
  amountFinancedDollars: 19116,
} as const

/** The lines /auto-financing prints; a term the settings give no rate for has no line. */
export function financingExampleLines(
  settings: Pick<FinanceSettings, 'baseRates' | 'creditTiers' | 'sliders'>,
): string[] {
  // The examples advertise the best rate: the top credit score the estimates assume.
  const score = clampToSlider(ESTIMATE_DEFAULTS.creditScore, settings.sliders.creditScore)
  const lines: string[] = []
  const perThousand = aprFor(LOAN_EXAMPLES.perThousandTermMonths, score, settings)
  if (perThousand.ok) lines.push(perThousandText(perThousand.apr, LOAN_EXAMPLES.perThousandTermMonths))
  const loan = aprFor(LOAN_EXAMPLES.termMonths, score, settings)
  if (loan.ok) {
    const financed = dollarsToCents(LOAN_EXAMPLES.amountFinancedDollars)
    const terms = estimateTermsText({
      monthlyPayment: roundHalfAwayFromZero(exactMonthlyPayment(financed, loan.apr, LOAN_EXAMPLES.termMonths)),
      downPayment: dollarsToCents(LOAN_EXAMPLES.downPaymentDollars),
      termMonths: LOAN_EXAMPLES.termMonths,
      apr: loan.apr,
    })
    lines.push(`${terms} (about ${formatUsd(financed, { whole: true })} financed)`)
  }
  return lines
}
