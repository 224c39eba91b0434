/**
 * moreCashLater offer (site.md section 4 "Offer types"; section 9 reserve, profit share, recondition,
 * advertising). Part of the cash offer now, the rest plus a share of the expected retail profit later:
 *
 *   R            = valuation[moreCashLater.priceKey]              (retail value, e.g. adjusted_retail_avg)
 *   recondition  = max(reconditionMinimum 560, D)                 (D = answer deductions: they price the
 *                                                                  condition the dealer fixes before retail)
 *   advertising  = base 995 + 5% of R
 *   net          = R - recondition - advertising                  (expected retail proceeds)
 *   initPrice    = 68% (reserve) of cashNow                       (guaranteed, paid at pickup)
 *   profitShare  = 32% of max(0, net - cashNow)                   (seller's share of the dealer's profit)
 *   later        = (cashNow - initPrice) + profitShare            (split by stepPayments)
 *   finalPrice   = initPrice + steps + fixed additionalPayments
 *
 * Offered only to vehicles at least minVehicleAgeYears (10) old and only when finalPrice beats cashNow.
 */
import type { OfferSettings, Payment, Valuation } from './offer-settings'
import { PRICE_KEYS } from './offer-settings'
import { percentOf, roundHalfAwayFromZero } from '@/domain/money'
import { isRecord, type TraceEntry } from './rule-types'

export type MoreCashLaterOffer = { initPrice: number; additionalPayments: Payment[]; finalPrice: number }
export type MoreCashLaterInput = {
  valuation: Valuation
  cashNow: number
  deductions: number
  vehicleAgeYears: number | null
}
type Result = { offer: MoreCashLaterOffer | null; trace: TraceEntry[] }

const finite = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x)
const skip = (name: string, detail: string): Result => ({ offer: null, trace: [{ kind: 'skip', name, detail }] })

/** Splits `later` by step percents; the last step takes the rounding rest so the parts add up exactly. */
export function splitSteps(later: number, steps: unknown): { payments: Payment[]; trace: TraceEntry[] } {
  const valid = (Array.isArray(steps) ? steps : []).filter(
    (s): s is { label: string; percent: number } =>
      isRecord(s) && typeof s.label === 'string' && finite(s.percent) && s.percent >= 0,
  )
  if (valid.length === 0) return { payments: [{ label: 'When your vehicle sells', amount: later }], trace: [] }
  const payments = valid.map((s) => ({ label: s.label, amount: percentOf(later, s.percent) }))
  const others = payments.slice(0, -1).reduce((sum, p) => sum + p.amount, 0)
  payments[payments.length - 1].amount = later - others
  const totalPercent = valid.reduce((sum, s) => sum + s.percent, 0)
  const trace: TraceEntry[] =
    Math.abs(totalPercent - 100) > 1e-9
      ? [
          {
            kind: 'error',
            name: 'Step payments',
            detail: `percents total ${totalPercent}, not 100; the last step takes the rest`,
          },
        ]
      : []
  return { payments, trace }
}

export function moreCashLaterOffer(settings: OfferSettings['moreCashLater'], input: MoreCashLaterInput): Result {
  const name = 'moreCashLater'
  if (!isRecord(settings)) return skip(name, 'no moreCashLater settings')
  const minAge = finite(settings.minVehicleAgeYears) ? settings.minVehicleAgeYears : 10
  if (input.vehicleAgeYears === null || input.vehicleAgeYears < minAge) {
    return skip(name, `only for vehicles at least ${minAge} years old`)
  }
  const key = settings.priceKey
  const retail = (PRICE_KEYS as readonly unknown[]).includes(key) ? input.valuation[key] : undefined
  if (!finite(retail) || retail <= 0) return skip(name, `no valuation for price key ${String(key)}`)

  const ad = isRecord(settings.advertising) ? settings.advertising : { base: Number.NaN, percent: Number.NaN }
  const recondition = roundHalfAwayFromZero(Math.max(settings.reconditionMinimum, input.deductions))
  const advertising = roundHalfAwayFromZero(ad.base) + percentOf(retail, ad.percent)
  const net = roundHalfAwayFromZero(retail) - recondition - advertising
  const initPrice = percentOf(input.cashNow, settings.reservePercent)
  const profitShare = percentOf(Math.max(0, net - input.cashNow), settings.profitSharePercent)
  const steps = splitSteps(input.cashNow - initPrice + profitShare, settings.stepPayments)
  const extras = (Array.isArray(settings.additionalPayments) ? settings.additionalPayments : [])
    .filter((p) => isRecord(p) && typeof p.label === 'string' && finite(p.amount))
    .map((p) => ({ label: p.label, amount: roundHalfAwayFromZero(p.amount) }))
  const additionalPayments = [...steps.payments, ...extras]
  const finalPrice = initPrice + additionalPayments.reduce((sum, p) => sum + p.amount, 0)

  const trace: TraceEntry[] = [
    { kind: 'base', name: `${name} base (${key})`, amount: roundHalfAwayFromZero(retail) },
    {
      kind: 'recondition',
      name: 'Reconditioning',
      amount: 0 - recondition,
      detail: `max(${settings.reconditionMinimum}, deductions ${input.deductions})`,
    },
    {
      kind: 'advertising',
      name: 'Advertising',
      amount: 0 - advertising,
      detail: `${ad.base} + ${ad.percent}% of ${retail}`,
    },
    {
      kind: 'reserve',
      name: 'Reserve price paid at pickup',
      amount: initPrice,
      detail: `${settings.reservePercent}% of cashNow ${input.cashNow}`,
    },
    {
      kind: 'profitShare',
      name: 'Profit share',
      amount: profitShare,
      detail: `${settings.profitSharePercent}% of max(0, net ${net} - cashNow ${input.cashNow})`,
    },
    ...steps.trace,
    ...additionalPayments.map((p): TraceEntry => ({ kind: 'payment', name: p.label, amount: p.amount })),
  ]
  if (!finite(finalPrice))
    return { offer: null, trace: [...trace, { kind: 'error', name, detail: 'settings produced no number' }] }
  if (finalPrice <= input.cashNow) {
    return {
      offer: null,
      trace: [...trace, { kind: 'skip', name, detail: `${finalPrice} does not beat cashNow ${input.cashNow}` }],
    }
  }
  return { offer: { initPrice, additionalPayments, finalPrice }, trace }
}
