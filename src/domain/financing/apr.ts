import { addPercent, type Percent } from '@/domain/money'
import { fail, type FinancingFailure } from './result'
import type { CreditTier, FinanceSettings } from './settings'

// Used only when a settings object carries no tiers at all: no add-on rather than a crash.
const NO_ADD_ON: CreditTier = { minScore: 0, addOnApr: 0 }

/**
 * The tier a score falls in: the highest `minScore` the score reaches. A score below every tier
 * (under 300 with the spec's table: no score, a thin file) lands in the lowest tier, the 300-499
 * one (site.md section 9 starts at 300): an estimate for an unscored shopper should be the most
 * conservative one, not a refusal. Scores above 850 simply stay in the top tier.
 */
export function creditTierFor(score: number, tiers: readonly CreditTier[]): CreditTier {
  const sorted = [...tiers].sort((a, b) => b.minScore - a.minScore)
  return sorted.find((tier) => score >= tier.minScore) ?? sorted[sorted.length - 1] ?? NO_ADD_ON
}

export type AprQuote = {
  ok: true
  /** Base rate plus add-on; what the payment uses and the disclaimer prints. */
  apr: Percent
  baseApr: Percent
  addOnApr: Percent
  /** Which tier fired, so the admin and the breakdown can show why (ARCHITECTURE.md convention 3). */
  tier: CreditTier
  termMonths: number
  creditScore: number
}

/** APR = base rate for the term + credit add-on (site.md section 9). */
export function aprFor(
  termMonths: number,
  creditScore: number,
  settings: Pick<FinanceSettings, 'baseRates' | 'creditTiers'>,
): AprQuote | FinancingFailure {
  if (typeof creditScore !== 'number' || !Number.isFinite(creditScore) || creditScore < 0) {
    return fail('invalid-credit-score', 'Credit score must be a number.', 'creditScore')
  }
  const base = settings.baseRates.find((rate) => rate.termMonths === termMonths)
  if (!base) return fail('no-rate-for-term', `No rate is set for a ${termMonths}-month term.`, 'termMonths')
  const tier = creditTierFor(creditScore, settings.creditTiers)
  return {
    ok: true,
    apr: addPercent(base.baseApr, tier.addOnApr),
    baseApr: base.baseApr,
    addOnApr: tier.addOnApr,
    tier,
    termMonths,
    creditScore,
  }
}
