/**
 * Issue 7: a SELL_OR_TRADE lead carries the offer the server computed, with its trace, not the
 * number the browser sent; a vehicle that cannot be priced still becomes a lead.
 */
import { describe, expect, it } from 'vitest'
import { testPayload } from '../support/payload'
import { acceptLead } from '@/services/leads/accept-lead'
import { leadRequest } from './lead-helpers'

const person = { firstName: 'Pat', lastName: 'Seller', email: 'pat.seller@example.com', phone: '(309) 555-0142' }

const answers = { '100': 'great', '500': 'none' }

async function submitLead(sellVehicle: Record<string, unknown>, offer: unknown, extra: Record<string, unknown> = {}) {
  const payload = await testPayload()
  const body = {
    formType: 'SELL_OR_TRADE',
    data: { ...person, sellVehicle, answers, offer, selectedPayment: 'cashNow', ...extra },
  }
  const result = await acceptLead(
    payload,
    leadRequest(body, { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200)}` }),
    new Date(),
  )
  expect(result.status).toBe(201)
  return payload.findByID({ collection: 'leads', id: result.body.id as number, overrideAccess: true })
}

async function submit(sellVehicle: Record<string, unknown>, offer: unknown) {
  const lead = await submitLead(sellVehicle, offer)
  return (lead.fields as { offer: Record<string, unknown> }).offer
}

/** The next Monday (YYYY-MM-DD, UTC): a day the stores are open, never past (site.md section 9). */
function nextMonday(): string {
  const day = new Date()
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7 || 7))
  return day.toISOString().slice(0, 10)
}

describe('SELL_OR_TRADE leads', () => {
  it("replace a forged offer with the server's, trace included", async () => {
    const offer = await submit(
      { year: 2019, make: 'Honda', model: 'Accord', mileage: 60000 },
      { kind: 'offer', cashNow: { finalPrice: 999999 } },
    )
    expect(offer.kind).toBe('offer')
    expect((offer.cashNow as { finalPrice: number }).finalPrice).toBeLessThan(30000)
    expect(Array.isArray(offer.trace) && offer.trace.length).toBeGreaterThan(0)
  })

  it('still become leads when the vehicle cannot be priced', async () => {
    const offer = await submit({ year: 2019, make: 'Honda', model: 'Accord' }, undefined)
    expect(offer.kind).toBe('unpriced')
  })

  it('carry the vehicle with its form extras and the answers beside the offer', async () => {
    const sellVehicle = {
      year: 2014,
      make: 'Ford',
      model: 'F-150',
      trim: 'Platinum',
      style: '4D SuperCrew',
      mileage: 90000,
      exteriorColor: 'Blue',
      options: 'Tow package',
      licencePlate: 'ABC123',
      state: 'IL',
      date: nextMonday(),
      time: '10:00 AM',
    }
    const forged = { questionAnswers: [{ question: 'Any damage?', answer: 'None at all' }], visibleOffers: ['cashNow'] }
    const lead = await submitLead(sellVehicle, undefined, forged)
    const fields = lead.fields as {
      sellVehicle: Record<string, unknown>
      answers: unknown
      offer: { cashNow: { finalPrice: number } }
      visibleOffers: unknown
      questionAnswers: unknown
    }
    expect(fields.sellVehicle).toMatchObject(sellVehicle)
    expect(fields.answers).toEqual(answers)
    // The pairs and the offers shown are the server's, from the published questionnaire.
    expect(fields.questionAnswers).toEqual([
      { question: 'What is the overall condition of your vehicle?', answer: 'Great' },
      { question: 'Do you still owe money on the vehicle?', answer: 'No, I own it outright' },
    ])
    expect(fields.visibleOffers).toEqual(['cashNow', 'moreCashLater'])
    // Priced from the trim's market value, not the model-year row's.
    expect(fields.offer.cashNow.finalPrice).toBe(16000)
    expect(lead.tradeVehicle).toMatchObject({
      make: 'Ford',
      model: 'F-150',
      trim: 'Platinum',
      price: 16000,
      intent: 'sell',
    })
  })
})
