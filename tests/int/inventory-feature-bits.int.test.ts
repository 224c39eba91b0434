import { afterAll, describe, expect, it } from 'vitest'
import { sql } from '@payloadcms/db-postgres'
import { testPayload } from '../support/payload'
import { execute } from '@/server/db/execute'
import { generateVehicle } from '@/seed/data/vehicles'
import { bulkInsertVehicles } from '@/seed/vehicles-bulk'
import { loadInventoryResults, loadInventoryVocabulary } from '@/data/vehicles'
import { MAX_FEATURE_BIT } from '@/server/db/feature-bits-schema'
import { slugify } from '@/domain/inventory'

const FIRST = 700_000
const SHOPPER = { privateUnlocked: false }

/** The bits a vehicle's row holds, and the bits its feature names' codes add up to (null: a name has no code). */
async function bitsOf(id: number): Promise<{ stored: string | null; expected: string | null }> {
  const payload = await testPayload()
  const [row] = await execute(
    payload,
    sql`SELECT v.feature_bits::text AS stored,
      (SELECT CASE WHEN bool_and(c.bit IS NOT NULL) IS NOT FALSE THEN coalesce(bit_or(1::bigint << c.bit), 0)::text END
        FROM vehicles_texts t LEFT JOIN vehicle_feature_bits c ON c.name = t.text
        WHERE t.parent_id = v.id AND t.path IN ('standardFeatures', 'optionalFeatures')) AS expected
      FROM vehicles v WHERE v.id = ${id}`,
  )
  return row as { stored: string | null; expected: string | null }
}

async function createVehicle(n: number, features: { standard: string[]; optional: string[] }) {
  const payload = await testPayload()
  const stores = (await payload.find({ collection: 'locations', limit: 10, depth: 0 })).docs.map((d) => d.id)
  const data = generateVehicle(FIRST + n, stores, () => ['/api/media/file/x.webp'])
  return payload.create({
    collection: 'vehicles',
    data: { ...data, standardFeatures: features.standard, optionalFeatures: features.optional },
    depth: 0,
  })
}

afterAll(async () => {
  const payload = await testPayload()
  await execute(
    payload,
    sql`DELETE FROM vehicles WHERE stock_number >= ${`M${FIRST}`} AND stock_number < ${`M${FIRST + 100}`}`,
  )
  await execute(payload, sql`DELETE FROM vehicle_feature_bits WHERE name LIKE 'zz-feature-bits-test-%'`)
})

/**
 * Issue 18, decision 0275: every vehicle carries its features as bits on its own row, kept by
 * Postgres whoever writes the features, and the search stays exact for a vehicle whose bits are
 * unknown (a name past the last code).
 */
describe('feature bits beside each vehicle (decision 0275)', () => {
  it('follows the features through the Local API: created, edited, emptied', async () => {
    const payload = await testPayload()
    const created = await createVehicle(1, { standard: ['Heated Seats', 'Sunroof'], optional: ['Sunroof'] })
    expect(await bitsOf(created.id)).toEqual({ stored: expect.any(String), expected: expect.any(String) })
    let bits = await bitsOf(created.id)
    expect(bits.stored).toBe(bits.expected)
    expect(bits.stored).not.toBe('0')

    await payload.update({
      collection: 'vehicles',
      id: created.id,
      data: { standardFeatures: ['Tow Package'], optionalFeatures: [] },
    })
    bits = await bitsOf(created.id)
    expect(bits.stored).toBe(bits.expected)

    await payload.update({
      collection: 'vehicles',
      id: created.id,
      data: { standardFeatures: [], optionalFeatures: [] },
    })
    expect(await bitsOf(created.id)).toEqual({ stored: '0', expected: '0' })

    const bare = await createVehicle(2, { standard: [], optional: [] })
    expect((await bitsOf(bare.id)).stored).toBe('0')
  })

  it('gives a new name the next code, and the bulk seed writes each row with its bits', async () => {
    const payload = await testPayload()
    const stores = (await payload.find({ collection: 'locations', limit: 10, depth: 0 })).docs.map((d) => d.id)
    const v = generateVehicle(FIRST + 3, stores, () => ['/api/media/file/x.webp'])
    v.standardFeatures = ['zz-feature-bits-test-new', ...v.standardFeatures]
    await bulkInsertVehicles(payload, [v], () => undefined)
    const [row] = await execute(
      payload,
      sql`SELECT v.id, c.bit FROM vehicles v, vehicle_feature_bits c WHERE v.vin = ${v.vin.toUpperCase()} AND c.name = 'zz-feature-bits-test-new'`,
    )
    expect(Number(row.bit)).toBeLessThanOrEqual(MAX_FEATURE_BIT)
    const bits = await bitsOf(Number(row.id))
    expect(bits.stored).toBe(bits.expected)
    expect((BigInt(bits.stored!) >> BigInt(Number(row.bit))) & 1n).toBe(1n)
  })

  it('never hands its bits to Payload: the column is not a field of the document', async () => {
    const payload = await testPayload()
    const created = await createVehicle(4, { standard: ['Bluetooth'], optional: [] })
    const doc = await payload.findByID({ collection: 'vehicles', id: created.id, depth: 0 })
    expect(Object.keys(doc)).not.toContain('featureBits')
    expect(Object.keys(doc)).not.toContain('feature_bits')
  })

  it('counts a vehicle whose name has no code from its feature rows: its bits are NULL, the search finds it', async () => {
    const payload = await testPayload()
    // Every code taken: a name first seen now gets none.
    await execute(
      payload,
      sql`INSERT INTO vehicle_feature_bits (name, bit)
        SELECT 'zz-feature-bits-test-filler-' || b, b FROM generate_series(0, ${MAX_FEATURE_BIT}) AS b
        WHERE NOT EXISTS (SELECT 1 FROM vehicle_feature_bits c WHERE c.bit = b)`,
    )
    const name = 'Zz Feature Bits Test Uncoded'
    const created = await createVehicle(5, { standard: [name, 'Bluetooth'], optional: [] })
    expect(await bitsOf(created.id)).toEqual({ stored: null, expected: null })

    const vocab = await loadInventoryVocabulary(['used'])
    const slug = slugify(name)
    expect(vocab.vocabulary.features).toContain(slug)
    const filtered = await loadInventoryResults(
      { filters: { features: [slug] }, sort: 'newest', page: 1 },
      19,
      vocab,
      SHOPPER,
    )
    expect(filtered.result.vehicles.map((v) => v.vin)).toEqual([created.vin.toUpperCase()])
    const all = await loadInventoryResults({ filters: {}, sort: 'newest', page: 1 }, 19, vocab, SHOPPER)
    expect(all.facets.features.find((f) => f.value === slug)?.count).toBe(1)
    // The same vehicle's coded feature still counts once, with every coded vehicle's.
    const [bluetooth] = await execute(
      payload,
      sql`SELECT count(DISTINCT v.id)::int AS n FROM vehicles v JOIN vehicles_texts t ON t.parent_id = v.id
        WHERE v.status = 'available' AND v.private IS NOT TRUE AND v.condition = 'used'
          AND t.path IN ('standardFeatures', 'optionalFeatures') AND t.text = 'Bluetooth'`,
    )
    expect(all.facets.features.find((f) => f.value === 'bluetooth')?.count).toBe(bluetooth.n)
  })
})
