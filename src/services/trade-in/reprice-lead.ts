import type { Payload } from 'payload'
import type { ParsedLead } from '@/domain/leads'
import type { SellOrTradeInput } from '@/domain/leads/schemas/sell-or-trade'
import { questionAnswerPairs } from '@/domain/trade-in/question-answers'
import { publicOffer, quoteOffer } from './quote'

/**
 * A SELL_OR_TRADE lead carries the offer the SERVER computes from the vehicle and answers, with
 * the trace of every rule and deduction (issue 7), never the number a browser claims. When the
 * vehicle cannot be priced the lead is still accepted, marked unpriced: a lead is never lost.
 * The offers shown and the question/answer pairs are also the server's, never the browser's.
 */
export async function repriceSellOrTrade(payload: Payload, lead: ParsedLead, now: Date): Promise<ParsedLead> {
  if (lead.formType !== 'SELL_OR_TRADE') return lead
  const data = lead.data as SellOrTradeInput
  const v = data.sellVehicle
  const result = await quoteOffer(
    payload,
    {
      vehicle: {
        year: v.year,
        make: v.make,
        model: v.model,
        series: v.trim,
        style: v.style,
        mileage: v.mileage ?? -1,
        vin: v.vin,
      },
      answers: data.answers ?? {},
    },
    now,
  )
  if (!result.ok) {
    return {
      ...lead,
      data: {
        ...data,
        offer: { kind: 'unpriced', problems: result.fieldErrors },
        visibleOffers: undefined,
        questionAnswers: undefined,
      },
    } as ParsedLead
  }
  const shown = publicOffer(result.offer)
  const offer = { ...shown, trace: result.offer.trace }
  // Form extras (visitor-layer.md section 3): the offers the shopper saw, and the answers as text.
  const visibleOffers =
    shown.kind === 'offer' ? ['cashNow', ...(shown.moreCashLater ? ['moreCashLater'] : [])] : ['bringVehicleIn']
  const questionAnswers = questionAnswerPairs(result.questions, result.request.answers)
  return { ...lead, data: { ...data, offer, visibleOffers, questionAnswers } } as ParsedLead
}
