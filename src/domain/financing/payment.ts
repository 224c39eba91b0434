import { isCents, roundHalfAwayFromZero, type Cents, type Percent } from '@/domain/money'
import { amountFinanced, type AmountFinancedLines } from './amount-financed'
import { exactMonthlyPayment } from './amortize'
import { fail, type FinancingFailure } from './result'
import type { FinanceSettings } from './settings'
import { validateSliderValue } from './sliders'

export type LoanInput = {
  /** Vehicle price in cents. */
  price: Cents
  downPayment: Cents
  tradeEquity: Cents
  termMonths: number
  apr: Percent
  /** Two-letter state of the store the car is sold from (IL or IN in the sample settings). */
  stateCode: string
}

/** Every figure behind a payment, so the UI can show how the number was reached. */
export type LoanBreakdown = AmountFinancedLines & {
  stateCode: string
  apr: Percent
  termMonths: number
  monthlyPayment: Cents
  totalOfPayments: Cents
  financeCharge: Cents
}

export type LoanResult = { ok: true; breakdown: LoanBreakdown } | FinancingFailure

// Far above any lender's rate; anything beyond is a settings or input bug, not a quote.
const MAX_APR: Percent = 99

function checkInput(input: LoanInput, settings: FinanceSettings): FinancingFailure | null {
  if (!isCents(input.price) || input.price < 0) return fail('invalid-price', 'The vehicle price is not valid.', 'price')
  // A zero price is "call for pricing" (site.md section 2): no estimate rather than fees alone.
  if (input.price === 0) return fail('price-missing', 'This vehicle has no price to estimate from.', 'price')
  if (!isCents(input.downPayment) || input.downPayment < 0) {
    return fail('invalid-down-payment', 'Down payment cannot be negative.', 'downPayment')
  }
  if (!isCents(input.tradeEquity) || input.tradeEquity < 0) {
    return fail('invalid-trade-equity', 'Trade equity cannot be negative.', 'tradeEquity')
  }
  const term = validateSliderValue(input.termMonths, settings.sliders.financeTerm, 'financeTerm')
  if (!term.ok) return fail('term-not-allowed', term.message, 'termMonths')
  if (typeof input.apr !== 'number' || !Number.isFinite(input.apr) || input.apr < 0 || input.apr > MAX_APR) {
    return fail('invalid-apr', 'The APR is not valid.', 'apr')
  }
  if (!Object.hasOwn(settings.states, input.stateCode)) {
    return fail('unknown-state', `No tax and title fees are set for ${input.stateCode}.`, 'stateCode')
  }
  return null
}

/**
 * Monthly payment of a simple-interest auto loan (site.md section 9). The payment is rounded to
 * the cent once. The total of payments uses the unrounded payment, as if the last payment absorbs
 * the rounding (how a retail installment contract settles it), so a 0 percent loan shows a
 * finance charge of exactly $0.00 even when the amount does not divide evenly.
 */
export function calculateLoan(input: LoanInput, settings: FinanceSettings): LoanResult {
  const problem = checkInput(input, settings)
  if (problem) return problem
  const lines = amountFinanced(input, settings.states[input.stateCode], settings)
  const exact = exactMonthlyPayment(lines.amountFinanced, input.apr, input.termMonths)
  const totalOfPayments = roundHalfAwayFromZero(exact * input.termMonths)
  return {
    ok: true,
    breakdown: {
      ...lines,
      stateCode: input.stateCode,
      apr: input.apr,
      termMonths: input.termMonths,
      monthlyPayment: roundHalfAwayFromZero(exact),
      totalOfPayments,
      financeCharge: totalOfPayments - lines.amountFinanced,
    },
  }
}
