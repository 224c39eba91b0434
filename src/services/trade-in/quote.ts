import type { Payload } from 'payload'
import { evaluateOffer, type OfferResult } from '@/domain/trade-in/offer'
import { validateAnswers, type Question } from '@/domain/trade-in/questionnaire'
import { offerRequestSchema, fieldErrors, type OfferRequest } from '@/domain/trade-in/offer-request'
import type { TraceEntry } from '@/domain/trade-in/rules'
import type { OfferSettings } from '@/domain/trade-in/offer-settings'
import { loadOfferSettings } from '@/data/trade-in/offer-settings'
import { marketGuideProvider } from '@/services/valuation/market-guide-provider'

export type QuoteOutcome =
  | { ok: true; request: OfferRequest; offer: OfferResult; questions: Question[] }
  | { ok: false; status: 422; fieldErrors: Record<string, string> }

function noGuideValue(): OfferResult {
  const trace: TraceEntry[] = [
    {
      kind: 'rule',
      name: 'No market value for this vehicle',
      detail: 'bring the vehicle in for an in-person appraisal',
    },
  ]
  return { kind: 'bringVehicleIn', trace }
}

/**
 * Prices an instant offer (issue 7): validate the request and the answers against the published
 * (or, for a manager's preview, the draft, or the given) questionnaire, look up the market value, run the engine.
 */
export async function quoteOffer(
  payload: Payload,
  input: unknown,
  now: Date,
  options: { draft?: boolean; settings?: OfferSettings } = {},
): Promise<QuoteOutcome> {
  const parsed = offerRequestSchema(now).safeParse(input)
  if (!parsed.success) return { ok: false, status: 422, fieldErrors: fieldErrors(parsed.error) }
  const request = parsed.data
  const settings = options.settings ?? (await loadOfferSettings(payload, options))
  const answerCheck = validateAnswers(settings.questions, request.answers)
  if (!answerCheck.ok) {
    return {
      ok: false,
      status: 422,
      fieldErrors: Object.fromEntries(Object.entries(answerCheck.errors).map(([id, m]) => [`answers.${id}`, m])),
    }
  }
  const { vehicle } = request
  const valuation = await marketGuideProvider(payload).lookup(vehicle)
  if (!valuation) return { ok: true, request, offer: noGuideValue(), questions: settings.questions }
  const offer = evaluateOffer(
    settings,
    {
      make: vehicle.make,
      model: vehicle.model,
      model_year: vehicle.year,
      mileage: vehicle.mileage,
      series: vehicle.series ?? null,
      style: vehicle.style ?? null,
    },
    valuation,
    request.answers,
    now,
  )
  return { ok: true, request, offer, questions: settings.questions }
}

/** What a shopper sees: the offer without the trace (the trace is for managers). */
export function publicOffer(offer: OfferResult) {
  if (offer.kind === 'bringVehicleIn') return { kind: offer.kind }
  return {
    kind: offer.kind,
    cashNow: offer.cashNow,
    moreCashLater: offer.moreCashLater ?? null,
    expiresAt: offer.expiresAt,
  }
}
