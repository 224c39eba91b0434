import 'server-only'
import { estimateMonthlyPayment, type FinanceSettings } from '@/domain/financing'
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

/** Estimated monthly payment in cents for a price in whole dollars; null when there is no price or no estimate. */
export function estimatedMonthlyPaymentCents(priceDollars: number | null, settings: FinanceSettings): Cents | null {
  if (priceDollars === null || !Number.isFinite(priceDollars) || priceDollars <= 0) return null
  const estimate = estimateMonthlyPayment(dollarsToCents(priceDollars), settings)
  return estimate.ok ? estimate.breakdown.monthlyPayment : null
}
