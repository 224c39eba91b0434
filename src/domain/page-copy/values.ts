import { dollarsToCents, formatUsd } from '@/domain/money'
import { aprFor, clampToSlider, ESTIMATE_DEFAULTS, type FinanceSettings } from '@/domain/financing'
import type { CopyPlaceholderValues } from './placeholders'

export type CopyFigures = {
  finance: Pick<FinanceSettings, 'baseRates' | 'creditTiers' | 'sliders' | 'documentaryFee'>
  /** Days an instant cash offer stays valid (offer settings); null when unknown. */
  offerValidityDays: number | null
}

/**
 * What each placeholder becomes, computed from the settings with the engine every estimate uses:
 * the lowest rate is the best APR over the terms that have a rate, for the top credit score the
 * estimates assume (as the financing examples do). A figure the settings cannot give is left out,
 * so its token stays visible rather than printing a wrong number.
 */
export function copyPlaceholderValues({ finance, offerValidityDays }: CopyFigures): CopyPlaceholderValues {
  const score = clampToSlider(ESTIMATE_DEFAULTS.creditScore, finance.sliders.creditScore)
  const quotes = finance.baseRates.map((r) => aprFor(r.termMonths, score, finance)).flatMap((q) => (q.ok ? [q] : []))
  const values: Record<string, string> = { 'documentary fee': formatUsd(dollarsToCents(finance.documentaryFee)) }
  if (quotes.length) {
    values['lowest rate'] = `${Math.min(...quotes.map((q) => q.apr))}%`
    values['longest term'] = `${Math.max(...quotes.map((q) => q.termMonths))} months`
  }
  if (offerValidityDays !== null) values['offer validity days'] = String(offerValidityDays)
  return values
}
