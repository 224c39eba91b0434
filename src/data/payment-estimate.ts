import 'server-only'
import { estimateMonthlyPayment, estimateStateFor, type FinanceSettings } from '@/domain/financing'
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
