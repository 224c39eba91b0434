import type { Payload } from 'payload'
import type { ParsedLead } from '@/domain/leads'
import type { SellOrTradeInput } from '@/domain/leads/schemas/sell-or-trade'
import { publicOffer, quoteOffer } from './quote'

/**
 * A SELL_OR_TRADE lead carries the offer the SERVER computes from the vehicle and answers, with
 * the trace of every rule and deduction (issue 7), never the number a browser claims. When the
 * vehicle cannot be priced the lead is still accepted, marked unpriced: a lead is never lost.
 */
export async function repriceSellOrTrade(payload: Payload, lead: ParsedLead, now: Date): Promise<ParsedLead> {
  if (lead.formType !== 'SELL_OR_TRADE') return lead
  const data = lead.data as SellOrTradeInput
  const v = data.sellVehicle
  const result = await quoteOffer(
    payload,
    { vehicle: { year: v.year, make: v.make, model: v.model, series: v.trim, mileage: v.mileage ?? -1, vin: v.vin }, answers: data.answers ?? {} },
    now,
  )
  const offer = result.ok ? { ...publicOffer(result.offer), trace: result.offer.trace } : { kind: 'unpriced', problems: result.fieldErrors }
  return { ...lead, data: { ...data, offer } } as ParsedLead
}
