import { describe, expect, it } from 'vitest'
import { testPayload } from '../support/payload'
import { seed } from '@/seed'
import { checkVin } from '@/domain/vehicles/vin'

describe('demo content (issue 2)', () => {
  it('has four stores, two in Illinois and two in Indiana', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'locations', limit: 10 })
    expect(docs).toHaveLength(4)
    expect(docs.filter((d) => d.state === 'IL')).toHaveLength(2)
    expect(docs.filter((d) => d.state === 'IN')).toHaveLength(2)
  })

  it('gives every vehicle a VIN that passes the check digit', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'vehicles', pagination: false, select: { vin: true } })
    expect(docs.length).toBeGreaterThan(0)
    for (const v of docs) expect(checkVin(v.vin)).toMatchObject({ ok: true })
  })

  it('has 35 reviews from Google and Facebook', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'reviews', pagination: false })
    expect(docs).toHaveLength(35)
    expect(new Set(docs.map((r) => r.platform))).toEqual(new Set(['google', 'facebook']))
  })

  it('does not duplicate anything when run twice', async () => {
    const payload = await testPayload()
    const collections = ['users', 'locations', 'vehicles', 'reviews', 'faqs', 'articles', 'staff', 'promotions', 'media'] as const
    const before = await Promise.all(collections.map((c) => payload.count({ collection: c })))
    await seed(payload, { vehicles: 40, layer: 'production', log: () => undefined })
    const after = await Promise.all(collections.map((c) => payload.count({ collection: c })))
    expect(after.map((c) => c.totalDocs)).toEqual(before.map((c) => c.totalDocs))
  })

  it('starts the dealership profile from the production layer', async () => {
    const payload = await testPayload()
    const settings = await payload.findGlobal({ slug: 'dealership-settings' })
    expect(settings.liveConditions).toEqual(['used'])
    expect(settings.documentaryFee).toBe(367.7)
  })
})
