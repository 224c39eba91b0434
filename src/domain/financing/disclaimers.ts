import { formatCount, formatDollars, formatUsd, type Cents, type Percent } from '@/domain/money'
import { exactMonthlyPayment } from './amortize'
import type { LoanBreakdown } from './payment'

/**
 * Disclaimer copy from site.md sections 5 and 9. Texts with figures are functions of their inputs
 * (fee, date, terms) so the copy always prints what the estimate used.
 */

/** Shown beside every form that sends personal details (site.md section 5). */
export const CONTACT_CONSENT_TEXT =
  'By submitting this form, you agree that we may contact you by e-mail, phone or text message, including by auto-dialers and prerecorded messages.'

/** Shown with prices, payments and trade figures (site.md section 5). */
export const DEALER_VERIFICATION_TEXT =
  'Incentive eligibility, trade payoff and trade allowance must be verified by the dealer.'

export const STATE_FEES_TEXT = 'plus state sales tax and title fees'

/** Keys an estimate lists; the UI renders each with the functions below. */
export const DISCLAIMER_KEYS = [
  'estimate-terms',
  'documentary-fee',
  'dealer-verification',
  'contact-consent',
  'sample-lease',
] as const
export type DisclaimerKey = (typeof DISCLAIMER_KEYS)[number]

/**
 * "2025-01-01" or a Date to "1/1/2025", the way the spec writes dates in copy ("expires 3/3/2025").
 * ISO strings are read by their date part and Dates in UTC, so the server's time zone never moves
 * a date by a day. Anything unreadable gives null.
 */
export function formatUsDate(value: string | Date): string | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null
    return `${value.getUTCMonth() + 1}/${value.getUTCDate()}/${value.getUTCFullYear()}`
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value)
  if (!match) return null
  return `${Number(match[2])}/${Number(match[3])}/${match[1]}`
}

/**
 * "plus a documentary fee of $367.70 (in effect since 1/1/2025)" (site.md section 9: the fee is
 * "in effect since" a date that differs between copies, so the date is an input). Without a
 * readable date the parenthesis is left out rather than printing a wrong one.
 */
export function documentaryFeeText(fee: Cents, effectiveDate: string | Date | null): string {
  const since = effectiveDate === null ? null : formatUsDate(effectiveDate)
  const base = `plus a documentary fee of ${formatUsd(fee)}`
  return since ? `${base} (in effect since ${since})` : base
}

/** The full fee sentence for a price or payment (site.md section 9). */
export function feesDisclaimerText(
  documentaryFee: Cents,
  driveFee: Cents,
  effectiveDate: string | Date | null,
): string {
  return `Price ${documentaryFeeText(documentaryFee, effectiveDate)}, a 30-day drive fee of ${formatUsd(driveFee)}, ${STATE_FEES_TEXT}.`
}

/** "$325 per month with $500 down over 72 months at 6.9% APR", the spec's example wording. */
export function estimateTermsText(
  b: Pick<LoanBreakdown, 'monthlyPayment' | 'downPayment' | 'termMonths' | 'apr'>,
): string {
  const monthly = formatUsd(b.monthlyPayment, { whole: true })
  const down = formatUsd(b.downPayment, { whole: true })
  return `Estimated ${monthly} per month with ${down} down over ${b.termMonths} months at ${b.apr}% APR.`
}

/** What an estimate assumed, as the sliders hold it (money in dollars). */
export type EstimateAssumptions = {
  downPaymentDollars: number
  tradeEquityDollars: number
  creditScore: number
  termMonths: number
  /** The state the tax and title came from, or the states of a list of cards ("IL or IN"). */
  stateCode: string
  apr: Percent
}

/**
 * The inputs behind a card's "Est. $X/mo" in words (issue 6: "every estimate shows its inputs"),
 * so a shopper can see the card assumed $1,000 down at a top score, not their own situation. The
 * engine includes the fees, tax and title in the amount financed, so the text says "included".
 */
export function estimateAssumptionsText(a: EstimateAssumptions): string {
  const usd = (dollars: number) => formatDollars(dollars, { whole: true })
  const trade = a.tradeEquityDollars > 0 ? `${usd(a.tradeEquityDollars)} trade equity` : 'no trade-in'
  return (
    `Estimated payment with ${usd(a.downPaymentDollars)} down, ${trade}, ${a.termMonths} months at ${a.apr}% APR ` +
    `(credit score ${a.creditScore}), ${a.stateCode} sales tax, title and dealer fees included; subject to credit approval.`
  )
}

/** "7.4% APR for 60 months costs about $20 per month per $1,000 financed" (site.md section 9). */
export function perThousandText(apr: Percent, termMonths: number): string {
  const perThousand = formatUsd(exactMonthlyPayment(100_000, apr, termMonths), { whole: true })
  return `${apr}% APR for ${termMonths} months costs about ${perThousand} per month per $1,000 financed.`
}

export type SampleLease = {
  termMonths: number
  milesPerYear: number
  excessMileFee: Cents
  acquisitionFee: Cents
  /** Last day the offer is valid, YYYY-MM-DD. */
  expires: string
}

/** The sample lease of site.md section 9. */
export const SAMPLE_LEASE: SampleLease = {
  termMonths: 48,
  milesPerYear: 10000,
  excessMileFee: 20,
  acquisitionFee: 59500,
  expires: '2025-03-03',
}

export function sampleLeaseText(lease: SampleLease): string {
  const miles = formatCount(lease.milesPerYear)
  const expires = formatUsDate(lease.expires) ?? lease.expires
  return (
    `Sample lease: ${lease.termMonths} months, ${miles} miles per year, ${formatUsd(lease.excessMileFee)} per mile over, ` +
    `${formatUsd(lease.acquisitionFee, { whole: true })} acquisition fee. Offer expires ${expires}.`
  )
}

/** `today` is the dealership's local date, YYYY-MM-DD, from the caller; valid through its last day. */
export function isLeaseOfferExpired(lease: Pick<SampleLease, 'expires'>, today: string): boolean {
  return today > lease.expires
}
