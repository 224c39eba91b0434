/**
 * Trade-in offer evaluation: pure, rules as data, with a trace (ARCHITECTURE convention 3;
 * site.md section 4 "Offer types", section 9 constants). All money is whole dollars (round.ts);
 * every trace amount is already rounded, so the cashNow lines add up to the cashNow price exactly.
 *
 * Pricing formula
 *   0. Only answers of visible questions count (questionnaire.ts, site.md section 4).
 *   1. W = valuation[cashNow.priceKey] (wholesale, e.g. adjusted_whole_avg); none or <= 0: bringVehicleIn.
 *   2. vehicleAgeYears = calendar year of `now` (UTC) - model_year.
 *   3. D = sum of answer deductions (deductions.ts). The 15000 threshold is tested on W (baseValue), and
 *      percents are of W; each deduction is rounded to whole dollars.
 *   4. cashNowValue = W - D. This single value is what rules see as `cashNowValue`, both in
 *      bringVehicleIn rules ("cashNow value above 60000") and in the adjustment rules, so no rule
 *      depends on its own outcome.
 *   5. bringVehicleIn: every rule is evaluated on vehicle fields, computed values and answers; any
 *      match means no online price (site.md section 4). The trace names each rule that fired.
 *   6. Cash-now adjustment: when any `cashNow.adjustment.when` rule matches,
 *      A = round(cashNowValue * -5%), else 0.  cashNow = cashNowValue + A.
 *   7. Fallback under the minimum (1000): belowMinimum 'bringVehicleIn' (seed; a vehicle worth under
 *      $1000 online is priced in person) or 'floor' (pay the minimum).
 *   8. moreCashLater (more-cash-later.ts): vehicles >= 10 years old, reserve 68% of cashNow at pickup,
 *      the rest plus 32% of the expected retail profit later.
 *   9. expiresAt = now + validityDays (7) days, as an ISO string.
 */
import { totalDeductions } from './deductions'
import { moreCashLaterOffer, type MoreCashLaterOffer } from './more-cash-later'
import type { OfferSettings, TradeInVehicle, Valuation } from './offer-settings'
import { OFFER_VALIDITY_DAYS, PRICE_KEYS } from './offer-settings'
import { visibleAnswers, type Answers } from './questionnaire'
import { percentOf, roundHalfAwayFromZero } from '@/domain/money'
import { toNumber } from './rule-compare'
import { anyRuleMatches } from './rules'
import { VEHICLE_FIELDS, isRecord, type RuleContext, type TraceEntry } from './rule-types'

export type BringVehicleIn = { kind: 'bringVehicleIn'; trace: TraceEntry[] }
export type PricedOffer = {
  kind: 'offer'
  cashNow: { finalPrice: number }
  moreCashLater?: MoreCashLaterOffer
  expiresAt: string
  trace: TraceEntry[]
}
export type OfferResult = BringVehicleIn | PricedOffer

const DAY_MS = 86_400_000
/** Guards the date arithmetic against absurd stored values (an invalid Date would throw). */
const MAX_VALIDITY_DAYS = 366
const finite = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x)

/**
 * Days an offer stays valid: the stored setting when it is usable, else the spec's 7 (site.md
 * section 9); also what the sell-or-trade copy prints (issue 20).
 */
export function offerValidityDays(stored: unknown): number {
  return finite(stored) && stored > 0 && stored <= MAX_VALIDITY_DAYS ? stored : OFFER_VALIDITY_DAYS
}

/** Calendar-year age of the model year at `now` (UTC); null without a usable model year. */
export function vehicleAgeYears(modelYear: unknown, now: Date): number | null {
  const year = toNumber(modelYear)
  return year === null ? null : now.getUTCFullYear() - Math.trunc(year)
}

function vehicleValues(vehicle: unknown): Record<string, unknown> {
  const source = isRecord(vehicle) ? vehicle : {}
  const out: Record<string, unknown> = {}
  for (const field of VEHICLE_FIELDS) if (Object.hasOwn(source, field)) out[field] = source[field]
  // site.md section 3: vehicles carry mileage "also miles".
  if (out.mileage === undefined && Object.hasOwn(source, 'miles')) out.mileage = source.miles
  return out
}

const bringIn = (trace: TraceEntry[], name: string, detail?: string): BringVehicleIn => ({
  kind: 'bringVehicleIn',
  trace: [...trace, detail === undefined ? { kind: 'fallback', name } : { kind: 'fallback', name, detail }],
})

export function evaluateOffer(
  settings: OfferSettings,
  vehicle: TradeInVehicle,
  valuation: Valuation,
  answers: Answers,
  now: Date,
): OfferResult {
  const trace: TraceEntry[] = []
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) return bringIn(trace, 'No valid evaluation time')
  const cash = isRecord(settings) && isRecord(settings.cashNow) ? settings.cashNow : null
  const questions = isRecord(settings) && Array.isArray(settings.questions) ? settings.questions : []
  const values = isRecord(valuation) ? valuation : {}
  const key = cash?.priceKey
  const base = (PRICE_KEYS as readonly unknown[]).includes(key) ? values[key as keyof Valuation] : undefined
  if (!cash || !finite(base) || base <= 0) return bringIn(trace, 'No valuation', `price key ${String(key)}`)

  const baseValue = roundHalfAwayFromZero(base)
  trace.push({ kind: 'base', name: `cashNow base (${String(key)})`, amount: baseValue })
  const shown = visibleAnswers(questions, isRecord(answers) ? answers : {})
  const vehicleFields = vehicleValues(vehicle)
  const age = vehicleAgeYears(vehicleFields.model_year, now)
  const ctx: RuleContext = {
    values: { ...vehicleFields, vehicleAgeYears: age ?? undefined, baseValue },
    answers: shown,
  }

  const deductions = totalDeductions(questions, shown, baseValue, ctx)
  trace.push(...deductions.trace)
  const cashNowValue = baseValue - deductions.total
  const priced: RuleContext = { ...ctx, values: { ...ctx.values, cashNowValue } }

  const bring = anyRuleMatches(settings.bringVehicleIn, priced, 'rule', 'bringVehicleIn')
  trace.push(...bring.trace)
  if (bring.matched) return { kind: 'bringVehicleIn', trace }

  const adjustmentRule = isRecord(cash.adjustment) ? cash.adjustment : null
  const adjust = anyRuleMatches(adjustmentRule?.when, priced, 'rule', 'cash-now adjustment')
  trace.push(...adjust.trace)
  let cashNow = cashNowValue
  if (adjust.matched && adjustmentRule && finite(adjustmentRule.percent)) {
    const amount = percentOf(cashNowValue, adjustmentRule.percent)
    cashNow += amount
    trace.push({
      kind: 'adjustment',
      name: 'Cash-now adjustment',
      amount,
      detail: `${adjustmentRule.percent}% of ${cashNowValue}`,
    })
  }

  const minimum = finite(cash.minimum) ? cash.minimum : 1000
  if (!finite(cashNow)) return bringIn(trace, 'Cash offer could not be priced')
  if (cashNow < minimum) {
    if (cash.belowMinimum !== 'floor') return bringIn(trace, `Cash offer under ${minimum}`, `${cashNow} < ${minimum}`)
    trace.push({ kind: 'fallback', name: `Cash offer raised to the ${minimum} floor`, amount: minimum - cashNow })
    cashNow = minimum
  }

  const later = moreCashLaterOffer(settings.moreCashLater, {
    valuation: values,
    cashNow,
    deductions: deductions.total,
    vehicleAgeYears: age,
  })
  trace.push(...later.trace)

  const days = offerValidityDays(settings.validityDays)
  const expiresAt = new Date(now.getTime() + days * DAY_MS).toISOString()
  trace.push({ kind: 'expiry', name: `Valid ${days} days`, detail: expiresAt })
  const offer: PricedOffer = { kind: 'offer', cashNow: { finalPrice: cashNow }, expiresAt, trace }
  if (later.offer) offer.moreCashLater = later.offer
  return offer
}
