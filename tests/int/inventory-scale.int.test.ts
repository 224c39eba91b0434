import { afterAll, describe, expect, it } from 'vitest'
import { sql } from '@payloadcms/db-postgres'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { testPayload } from '../support/payload'
import { generateVehicle } from '@/seed/data/vehicles'
import { bulkInsertVehicles } from '@/seed/vehicles-bulk'
import { loadInventoryResults, loadInventoryVocabulary } from '@/data/vehicles'

const EXTRA = 10_000
const FIRST = 200_000

/** Guards the search's cost at 10,000 vehicles (issue 3 "fast at 10,000 vehicles"); figures in docs/decisions/0011. */
describe('inventory search at 10,000 vehicles', () => {
  afterAll(async () => {
    const payload = await testPayload()
    const db = (payload.db as unknown as PostgresAdapter).drizzle
    await db.execute(sql`DELETE FROM vehicles WHERE stock_number >= ${`M${String(FIRST + 1).padStart(5, '0')}`} AND length(stock_number) > 6`)
  })

  it('answers searches with facets, uncached, in under 250 ms each', async () => {
    const payload = await testPayload()
    const stores = (await payload.find({ collection: 'locations', limit: 10, depth: 0 })).docs.map((d) => d.id)
    const vehicles = Array.from({ length: EXTRA }, (_, i) => generateVehicle(FIRST + i, stores, () => ['/api/media/file/x.webp']))
    await bulkInsertVehicles(payload, vehicles, () => undefined)
    const vocab = await loadInventoryVocabulary(['used'])
    const mixes = [
      { filters: {}, sort: 'newest' as const },
      { filters: { bodystyle: 'suvs' as const, price: { max: 30000 } }, sort: 'priceLow' as const },
      { filters: { make: 'toyota', features: ['backup-camera'], mileage: { max: 85000 } }, sort: 'mileage' as const },
      { filters: { q: 'honda sport' }, sort: 'year' as const },
    ]
    const timings: string[] = []
    for (const mix of mixes) {
      for (const page of [1, 20]) {
        await loadInventoryResults({ ...mix, page }, 19, vocab, { privateUnlocked: false })
        const started = performance.now()
        const runs = 5
        for (let i = 0; i < runs; i++) await loadInventoryResults({ ...mix, page }, 19, vocab, { privateUnlocked: false })
        const ms = (performance.now() - started) / runs
        timings.push(`${JSON.stringify(mix.filters)} ${mix.sort} p${page}: ${ms.toFixed(1)} ms`)
        expect(ms).toBeLessThan(250)
      }
    }
    console.log(`search + facets, uncached, ${EXTRA} extra vehicles:\n  ${timings.join('\n  ')}`)
  })
})
