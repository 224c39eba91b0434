/**
 * Issue 7: a SELL_OR_TRADE lead carries the offer the server computed, with its trace, not the
 * number the browser sent; a vehicle that cannot be priced still becomes a lead.
 */
import { describe, expect, it } from 'vitest'
import { testPayload } from '../support/payload'
import { acceptLead } from '@/services/leads/accept-lead'
import { leadRequest } from './lead-helpers'

const person = { firstName: 'Pat', lastName: 'Seller', email: 'pat.seller@example.com', phone: '(309) 555-0142' }

async function submit(sellVehicle: Record<string, unknown>, offer: unknown) {
  const payload = await testPayload()
  const body = { formType: 'SELL_OR_TRADE', data: { ...person, sellVehicle, answers: { '100': 'great', '500': 'none' }, offer, selectedPayment: 'cashNow' } }
  const result = await acceptLead(payload, leadRequest(body, { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200)}` }), new Date())
  expect(result.status).toBe(201)
  const lead = await payload.findByID({ collection: 'leads', id: result.body.id as number, overrideAccess: true })
  return (lead.fields as { offer: Record<string, unknown> }).offer
}

describe('SELL_OR_TRADE leads', () => {
  it('replace a forged offer with the server\'s, trace included', async () => {
    const offer = await submit({ year: 2019, make: 'Honda', model: 'Accord', mileage: 60000 }, { kind: 'offer', cashNow: { finalPrice: 999999 } })
    expect(offer.kind).toBe('offer')
    expect((offer.cashNow as { finalPrice: number }).finalPrice).toBeLessThan(30000)
    expect(Array.isArray(offer.trace) && offer.trace.length).toBeGreaterThan(0)
  })

  it('still become leads when the vehicle cannot be priced', async () => {
    const offer = await submit({ year: 2019, make: 'Honda', model: 'Accord' }, undefined)
    expect(offer.kind).toBe('unpriced')
  })
})
