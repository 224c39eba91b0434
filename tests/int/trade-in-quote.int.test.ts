/** Issue 7: pricing an instant offer from the seeded questionnaire and market guide, and refusing bad input. */
import { describe, expect, it } from 'vitest'
import { testPayload } from '../support/payload'
import { publicOffer, quoteOffer } from '@/services/trade-in/quote'
import { marketGuideProvider } from '@/services/valuation/market-guide-provider'

const now = new Date('2026-11-22T12:00:00Z')
const clean = { '100': 'great', '500': 'none' }

describe('quoteOffer', () => {
  it('prices a common vehicle from the market guide, valid for 7 days', async () => {
    const payload = await testPayload()
    const r = await quoteOffer(
      payload,
      { vehicle: { year: 2019, make: 'Honda', model: 'Accord', mileage: 60000 }, answers: clean },
      now,
    )
    expect(r.ok).toBe(true)
    if (!r.ok || r.offer.kind !== 'offer') throw new Error(`expected an offer, got ${JSON.stringify(r)}`)
    expect(r.offer.cashNow.finalPrice).toBeGreaterThan(1000)
    expect(r.offer.expiresAt).toBe('2026-11-29T12:00:00.000Z')
    expect(publicOffer(r.offer)).not.toHaveProperty('trace')
  })

  it('asks to bring in a vehicle the guide does not know', async () => {
    const payload = await testPayload()
    const r = await quoteOffer(
      payload,
      { vehicle: { year: 2019, make: 'Lada', model: 'Niva', mileage: 60000 }, answers: clean },
      now,
    )
    expect(r.ok && r.offer.kind).toBe('bringVehicleIn')
  })

  it('asks to bring in a vehicle with 160000 miles or more', async () => {
    const payload = await testPayload()
    const r = await quoteOffer(
      payload,
      { vehicle: { year: 2019, make: 'Honda', model: 'Accord', mileage: 160000 }, answers: clean },
      now,
    )
    expect(r.ok && r.offer.kind).toBe('bringVehicleIn')
  })

  it.each([
    ['unknown answer', { '100': 'mint', '500': 'none' }, 'answers.100'],
    ['missing required answer', { '500': 'none' }, 'answers.100'],
    ['unknown question', { ...clean, '999': 'x' }, 'answers.999'],
  ])('answers 422 for %s', async (_name, answers, field) => {
    const payload = await testPayload()
    const r = await quoteOffer(
      payload,
      { vehicle: { year: 2019, make: 'Honda', model: 'Accord', mileage: 60000 }, answers },
      now,
    )
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.status).toBe(422)
    expect(Object.keys(r.fieldErrors)).toContain(field)
  })

  it.each([
    ['negative mileage', { mileage: -40 }, 'vehicle.mileage', 'Mileage cannot be negative.'],
    ['absurd mileage', { mileage: 12_000_000 }, 'vehicle.mileage', 'Enter the mileage of the vehicle.'],
    [
      'a VIN that fails its check digit',
      { vin: '1HGCM82643A004352' },
      'vehicle.vin',
      'Enter the 17-character VIN exactly as it appears on the vehicle.',
    ],
  ])('answers 422 naming the field for %s', async (_name, patch, field, message) => {
    const payload = await testPayload()
    const r = await quoteOffer(
      payload,
      { vehicle: { year: 2019, make: 'Honda', model: 'Accord', mileage: 60000, ...patch }, answers: clean },
      now,
    )
    expect(r).toEqual({ ok: false, status: 422, fieldErrors: { [field]: message } })
  })

  it('gives the seeded 2014 F-150 Platinum its trim value and a moreCashLater offer that beats cash now', async () => {
    const payload = await testPayload()
    const vehicle = { year: 2014, make: 'Ford', model: 'F-150', mileage: 90000 }
    const base = await quoteOffer(payload, { vehicle, answers: clean }, now)
    const platinum = await quoteOffer(
      payload,
      { vehicle: { ...vehicle, series: 'Platinum', style: '4D SuperCrew' }, answers: clean },
      now,
    )
    if (!base.ok || !platinum.ok || base.offer.kind !== 'offer' || platinum.offer.kind !== 'offer')
      throw new Error('expected offers')
    // 16000 wholesale for the trim row, against about 4700 for the model-year row.
    expect(platinum.offer.cashNow.finalPrice).toBe(16000)
    expect(base.offer.cashNow.finalPrice).toBeLessThan(8000)
    // 12 years old: moreCashLater is offered (site.md section 4) and pays more in total.
    expect(platinum.offer.moreCashLater?.finalPrice).toBe(16918)
    expect(platinum.offer.moreCashLater?.initPrice).toBe(10880)
  })
})

describe('market-guide valuation provider', () => {
  it('picks the most specific row that matches: series and style, then series, then the model-year row', async () => {
    const payload = await testPayload()
    const row = (series: string | null, style: string | null, wholesaleAvg: number) =>
      payload.create({
        collection: 'market-guide',
        data: {
          year: 2003,
          make: 'Audit',
          model: 'Seven',
          series,
          style,
          wholesaleAvg,
          retailAvg: wholesaleAvg + 1000,
        },
        overrideAccess: true,
      })
    const created = await Promise.all([
      row(null, null, 5000),
      row('GT', null, 6000),
      row('GT', '2D Coupe', 7000),
      row('RS', '2D Coupe', 9000),
    ])
    try {
      const lookup = marketGuideProvider(payload).lookup
      const value = async (series?: string, style?: string) =>
        (await lookup({ year: 2003, make: 'audit', model: 'SEVEN', series, style }))?.adjusted_whole_avg ?? null
      expect(await value('GT', '2D Coupe')).toBe(7000)
      expect(await value('gt', '4D Sedan')).toBe(6000)
      expect(await value('GT')).toBe(6000)
      expect(await value('Base', '2D Coupe')).toBe(5000)
      expect(await value()).toBe(5000)
      // A trim priced only for another body style does not price this one; without a style it does.
      expect(await value('RS', '4D Sedan')).toBe(5000)
      expect(await value('RS')).toBe(9000)
      expect(await lookup({ year: 2004, make: 'Audit', model: 'Seven' })).toBeNull()
    } finally {
      await payload.delete({
        collection: 'market-guide',
        where: { id: { in: created.map((d) => d.id) } },
        overrideAccess: true,
      })
    }
  })
})
