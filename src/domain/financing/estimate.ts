import { dollarsToCents, type Cents } from '@/domain/money'
import { aprFor, type AprQuote } from './apr'
import type { DisclaimerKey } from './disclaimers'
import { calculateLoan, type LoanBreakdown } from './payment'
import { fail, type FinancingFailure, type FinancingFailureReason } from './result'
import type { FinanceSettings } from './settings'
import {
  clampToSlider,
  defaultDownPaymentDollars,
  ESTIMATE_DEFAULTS,
  validateSliderValue,
  type SliderName,
} from './sliders'

/** What a visitor may have set on the sliders; money in dollars, as the sliders move. */
export type EstimateInputs = {
  downPaymentDollars?: number
  tradeEquityDollars?: number
  creditScore?: number
  termMonths?: number
  /** State of the store the visitor picked; the settings' default state otherwise. */
  stateCode?: string
}

export type ResolvedEstimateInputs = Required<EstimateInputs>

export type Estimate = {
  ok: true
  breakdown: LoanBreakdown
  aprQuote: AprQuote
  /** The values actually used, defaults filled in, so the sliders can start from them. */
  inputs: ResolvedEstimateInputs
  disclaimers: readonly DisclaimerKey[]
}

// Every estimate carries the payment terms, the fee wording and the dealer-verification line (site.md sections 5, 9).
const ESTIMATE_DISCLAIMERS: readonly DisclaimerKey[] = ['estimate-terms', 'documentary-fee', 'dealer-verification']

const FIELD_REASONS: Record<'downPayment' | 'tradeEquity' | 'creditScore' | 'financeTerm', FinancingFailureReason> = {
  downPayment: 'invalid-down-payment',
  tradeEquity: 'invalid-trade-equity',
  creditScore: 'invalid-credit-score',
  financeTerm: 'term-not-allowed',
}

function resolve(priceCents: Cents, settings: FinanceSettings, inputs: EstimateInputs): ResolvedEstimateInputs {
  const s = settings.sliders
  return {
    downPaymentDollars: inputs.downPaymentDollars ?? defaultDownPaymentDollars(priceCents, s.downPayment),
    tradeEquityDollars: inputs.tradeEquityDollars ?? clampToSlider(s.tradeEquity.default, s.tradeEquity),
    creditScore: inputs.creditScore ?? clampToSlider(ESTIMATE_DEFAULTS.creditScore, s.creditScore),
    // Clamped so that an editor who shortens the slider (say to 60) still gets an estimate at its longest term.
    termMonths: inputs.termMonths ?? clampToSlider(ESTIMATE_DEFAULTS.financeTermMonths, s.financeTerm),
    stateCode: inputs.stateCode ?? settings.defaultState,
  }
}

/** Visitor-supplied values must be ones the sliders can produce; the API answers 422 otherwise. */
function checkSliders(inputs: ResolvedEstimateInputs, settings: FinanceSettings): FinancingFailure | null {
  const checks: [Exclude<SliderName, 'leaseTerm' | 'leaseMiles'>, number, string][] = [
    ['downPayment', inputs.downPaymentDollars, 'downPaymentDollars'],
    ['tradeEquity', inputs.tradeEquityDollars, 'tradeEquityDollars'],
    ['creditScore', inputs.creditScore, 'creditScore'],
    ['financeTerm', inputs.termMonths, 'termMonths'],
  ]
  for (const [slider, value, field] of checks) {
    const check = validateSliderValue(value, settings.sliders[slider], slider)
    if (!check.ok) return fail(FIELD_REASONS[slider], check.message, field)
  }
  return null
}

/**
 * The one estimate every card and vehicle detail page shows (site.md sections 2, 9): defaults for
 * anything the visitor has not set, slider checks, APR by term and credit score, then the loan.
 */
export function estimateMonthlyPayment(
  priceCents: Cents,
  settings: FinanceSettings,
  inputs: EstimateInputs = {},
): Estimate | FinancingFailure {
  const resolved = resolve(priceCents, settings, inputs)
  const sliderProblem = checkSliders(resolved, settings)
  if (sliderProblem) return sliderProblem
  const aprQuote = aprFor(resolved.termMonths, resolved.creditScore, settings)
  if (!aprQuote.ok) return aprQuote
  const loan = calculateLoan(
    {
      price: priceCents,
      downPayment: dollarsToCents(resolved.downPaymentDollars),
      tradeEquity: dollarsToCents(resolved.tradeEquityDollars),
      termMonths: resolved.termMonths,
      apr: aprQuote.apr,
      stateCode: resolved.stateCode,
    },
    settings,
  )
  if (!loan.ok) return loan
  return { ok: true, breakdown: loan.breakdown, aprQuote, inputs: resolved, disclaimers: ESTIMATE_DISCLAIMERS }
}
