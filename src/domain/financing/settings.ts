import type { Percent } from '@/domain/money'
import { SAMPLE_PAYMENT_SLIDERS, type PaymentSliders } from './sliders'

/** The lender's base APR for one term, before the credit add-on. */
export type BaseRate = { termMonths: number; baseApr: Percent }

/** Scores at or above `minScore` (down to the next tier) pay `addOnApr` on top of the base rate. */
export type CreditTier = { minScore: number; addOnApr: Percent }

/**
 * Per-state fees. Money is in dollars, as editors type it. `tradeInTaxCredit` says whether the
 * state taxes the price minus the trade (both IL and IN do); `tradeInTaxCreditCap` limits that
 * credit where the state caps it (null or absent: no cap). `registrationFee` is the plates'
 * registration where the dealer charges one figure for it; 0 or absent leaves it out of every
 * estimate, which then says so (decision 0313, amendment of 2026-11-29: site.md section 9 names
 * tax and title fees only, and a plate's cost depends on the buyer's plates and vehicle).
 */
export type StateFees = {
  salesTaxRate: Percent
  titleFee: number
  tradeInTaxCredit: boolean
  tradeInTaxCreditCap?: number | null
  registrationFee?: number
}

/**
 * Everything the engine needs, passed in by the caller (domain code reads no settings itself).
 * Field names follow the dealership-settings global where it has them (documentaryFee,
 * driveFee30Day, feeEffectiveDate, paymentSliders -> sliders).
 */
export type FinanceSettings = {
  baseRates: readonly BaseRate[]
  creditTiers: readonly CreditTier[]
  /** Dollars; 367.7 in production (site.md section 9). */
  documentaryFee: number
  /** Dollars; the 30-day drive fee, 10 (site.md section 9). */
  driveFee30Day: number
  /** ISO date the documentary fee took effect, for the fee wording; null leaves the date out. */
  feeEffectiveDate: string | null
  /**
   * Dollars; the fee charged until `feeEffectiveDate` when the new fee was entered ahead of its date
   * (decision 0331). Resolved by `feeInEffect` before any estimate reads the settings.
   */
  previousDocumentaryFee?: number | null
  /** Two-letter code of the state used when the visitor has picked no store. */
  defaultState: string
  states: Readonly<Record<string, StateFees>>
  sliders: PaymentSliders
}

/** APR add-ons for lower credit tiers, exactly as site.md section 9 lists them; 620 and up adds 0. */
export const SPEC_CREDIT_TIERS: readonly CreditTier[] = [
  { minScore: 620, addOnApr: 0 },
  { minScore: 600, addOnApr: 1.5 },
  { minScore: 580, addOnApr: 3 },
  { minScore: 560, addOnApr: 4.5 },
  { minScore: 520, addOnApr: 6.5 },
  { minScore: 500, addOnApr: 8 },
  { minScore: 300, addOnApr: 10 },
]

/**
 * Sample values, not a lender's rate sheet. The spec gives no rate table, only two examples
 * (site.md section 9): 7.4 percent for 60 months ("$20 per month per $1,000") and 6.9 percent for
 * 72 months ("$325 per month"), so 60 and 72 carry exactly those rates; the shorter terms are
 * plausible fillers. 72 below 60 looks odd but is what the advertised example states.
 *
 * Taxes are sample state rates without local add-ons: IL 6.25 percent state sales tax, $165
 * title; IN 7 percent, $15 title. Both credit the whole trade against the taxed price: Illinois
 * capped that credit at $10,000 in 2020 and 2021 only (docs/decisions/0313 has the sources).
 */
export const SAMPLE_FINANCE_SETTINGS: FinanceSettings = {
  baseRates: [
    { termMonths: 12, baseApr: 5.9 },
    { termMonths: 24, baseApr: 5.9 },
    { termMonths: 36, baseApr: 6.4 },
    { termMonths: 48, baseApr: 6.7 },
    { termMonths: 60, baseApr: 7.4 },
    { termMonths: 72, baseApr: 6.9 },
  ],
  creditTiers: SPEC_CREDIT_TIERS,
  documentaryFee: 367.7,
  driveFee30Day: 10,
  feeEffectiveDate: '2025-01-01',
  previousDocumentaryFee: null,
  defaultState: 'IL',
  states: {
    IL: { salesTaxRate: 6.25, titleFee: 165, tradeInTaxCredit: true, tradeInTaxCreditCap: null, registrationFee: 0 },
    IN: { salesTaxRate: 7, titleFee: 15, tradeInTaxCredit: true, tradeInTaxCreditCap: null, registrationFee: 0 },
  },
  sliders: SAMPLE_PAYMENT_SLIDERS,
}
