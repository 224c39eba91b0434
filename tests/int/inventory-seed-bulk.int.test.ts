import { describe, expect, it } from 'vitest'
import { testPayload } from '../support/payload'
import { generateVehicle } from '@/seed/data/vehicles'
import { bulkInsertVehicles } from '@/seed/vehicles-bulk'

/** The bulk seed path must leave rows Payload reads exactly like ones it created itself. */
describe('bulk vehicle seed (issue 3)', () => {
  it('writes vehicles the Local API reads like its own', async () => {
    const payload = await testPayload()
    const stores = (await payload.find({ collection: 'locations', limit: 10, depth: 0 })).docs.map((d) => d.id)
    const images = () => ['/api/media/file/a.webp', '/api/media/file/b.webp']
    const bulk = [500001, 500002, 500003].map((i) => generateVehicle(i, stores, images))
    const viaApi = generateVehicle(500004, stores, images)
    await bulkInsertVehicles(payload, bulk, () => undefined)
    const created = await payload.create({ collection: 'vehicles', data: viaApi, depth: 0 })
    const { docs } = await payload.find({
      collection: 'vehicles',
      where: { vin: { in: bulk.map((v) => v.vin) } },
      depth: 0,
      pagination: false,
    })
    expect(docs).toHaveLength(3)
    const omit = (d: Record<string, unknown>) =>
      Object.keys(d)
        .filter((k) => d[k] !== null && d[k] !== undefined)
        .sort()
    for (const doc of docs) {
      const src = bulk.find((v) => v.vin === doc.vin)!
      expect(doc.title).toBe(`${src.year} ${src.make} ${src.model} ${src.trim}`)
      expect(doc.standardFeatures).toEqual(src.standardFeatures)
      expect(doc.optionalFeatures).toEqual(src.optionalFeatures)
      expect(doc.additionalImages).toEqual(src.additionalImages)
      expect(doc.priceDrop).toBe(src.oldPrice && src.price ? src.oldPrice - src.price : 0)
      expect(doc.searchText).toContain(src.vin.toLowerCase())
      expect(doc.store).toBe(src.store)
      // Same set of filled fields as a vehicle created through Payload (nullable prices aside).
      const filled = omit(doc as never).filter(
        (k) => !['price', 'oldPrice', 'priceDroppedAt', 'standardFeatures', 'optionalFeatures'].includes(k),
      )
      const reference = omit(created as never).filter(
        (k) => !['price', 'oldPrice', 'priceDroppedAt', 'standardFeatures', 'optionalFeatures'].includes(k),
      )
      expect(filled).toEqual(reference)
    }
    await payload.delete({ collection: 'vehicles', where: { vin: { in: [...bulk.map((v) => v.vin), viaApi.vin] } } })
  })
})
