import 'server-only'
import {
  DEALER_VERIFICATION_TEXT,
  estimateAssumptionsText,
  estimateMonthlyPayment,
  estimateStateFor,
  feesDisclaimerText,
  statesText,
  type FinanceSettings,
} from '@/domain/financing'
import { dollarsToCents, type Cents } from '@/domain/money'
import { getFinanceSettings } from './finance-settings'

/**
 * The finance settings behind every "Est. payment" on cards and detail pages: the finance-settings
 * global plus the dealership profile's fees and sliders (issue 6, docs/decisions/0050), cached
 * under both tags so a manager's change shows on the next request.
 */
export async function getFinanceSettingsForEstimates(): Promise<FinanceSettings> {
  return getFinanceSettings()
}

/**
 * Estimated monthly payment in cents for a price in whole dollars, with the tax and title of the
 * vehicle's store state (issue 15; `estimateStateFor`); null when there is no price or no estimate.
 */
export function estimatedMonthlyPaymentCents(
  priceDollars: number | null,
  settings: FinanceSettings,
  storeState: string | null | undefined,
): Cents | null {
  if (priceDollars === null || !Number.isFinite(priceDollars) || priceDollars <= 0) return null
  const estimate = estimateMonthlyPayment(dollarsToCents(priceDollars), settings, {
    stateCode: estimateStateFor(storeState, settings),
  })
  return estimate.ok ? estimate.breakdown.monthlyPayment : null
}

/**
 * The footnote under a list of cards, or the line under one vehicle's price: the inputs the
 * estimates assumed and the spec's disclaimers (site.md sections 5 and 9; issue 6 "every estimate
 * shows its inputs and the disclaimers"). The defaults do not depend on the price, so any priced
 * vehicle of the list stands for all; the states are those of the listed vehicles' stores
 * ("IL or IN sales tax", issue 15). Null when the list has no estimate to explain.
 */
export function estimateFootnote(
  priceDollars: number | null,
  settings: FinanceSettings,
  storeStates: readonly (string | null | undefined)[],
): string[] | null {
  if (priceDollars === null || !Number.isFinite(priceDollars) || priceDollars <= 0) return null
  const states = storeStates.map((s) => estimateStateFor(s, settings))
  const estimate = estimateMonthlyPayment(dollarsToCents(priceDollars), settings, {
    stateCode: states[0] ?? settings.defaultState,
  })
  if (!estimate.ok) return null
  return [
    estimateAssumptionsText({
      ...estimate.inputs,
      stateCode: statesText(states.length ? states : [estimate.inputs.stateCode]),
      apr: estimate.aprQuote.apr,
    }),
    feesDisclaimerText(estimate.breakdown.documentaryFee, estimate.breakdown.driveFee, settings.feeEffectiveDate),
    DEALER_VERIFICATION_TEXT,
  ]
}
