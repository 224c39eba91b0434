/** Issue 7: pricing an instant offer from the seeded questionnaire and market guide, and refusing bad input. */
import { describe, expect, it } from 'vitest'
import { testPayload } from '../support/payload'
import { publicOffer, quoteOffer } from '@/services/trade-in/quote'

const now = new Date('2026-11-22T12:00:00Z')
const clean = { '100': 'great', '500': 'none' }

describe('quoteOffer', () => {
  it('prices a common vehicle from the market guide, valid for 7 days', async () => {
    const payload = await testPayload()
    const r = await quoteOffer(payload, { vehicle: { year: 2019, make: 'Honda', model: 'Accord', mileage: 60000 }, answers: clean }, now)
    expect(r.ok).toBe(true)
    if (!r.ok || r.offer.kind !== 'offer') throw new Error(`expected an offer, got ${JSON.stringify(r)}`)
    expect(r.offer.cashNow.finalPrice).toBeGreaterThan(1000)
    expect(r.offer.expiresAt).toBe('2026-11-29T12:00:00.000Z')
    expect(publicOffer(r.offer)).not.toHaveProperty('trace')
  })

  it('asks to bring in a vehicle the guide does not know', async () => {
    const payload = await testPayload()
    const r = await quoteOffer(payload, { vehicle: { year: 2019, make: 'Lada', model: 'Niva', mileage: 60000 }, answers: clean }, now)
    expect(r.ok && r.offer.kind).toBe('bringVehicleIn')
  })

  it('asks to bring in a vehicle with 160000 miles or more', async () => {
    const payload = await testPayload()
    const r = await quoteOffer(payload, { vehicle: { year: 2019, make: 'Honda', model: 'Accord', mileage: 160000 }, answers: clean }, now)
    expect(r.ok && r.offer.kind).toBe('bringVehicleIn')
  })

  it.each([
    ['unknown answer', { '100': 'mint', '500': 'none' }, 'answers.100'],
    ['missing required answer', { '500': 'none' }, 'answers.100'],
    ['unknown question', { ...clean, '999': 'x' }, 'answers.999'],
  ])('answers 422 for %s', async (_name, answers, field) => {
    const payload = await testPayload()
    const r = await quoteOffer(payload, { vehicle: { year: 2019, make: 'Honda', model: 'Accord', mileage: 60000 }, answers }, now)
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.status).toBe(422)
    expect(Object.keys(r.fieldErrors)).toContain(field)
  })
})
