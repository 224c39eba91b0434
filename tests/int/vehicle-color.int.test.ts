import { afterAll, describe, expect, it } from 'vitest'
import { testPayload } from '../support/payload'
import { withCheckDigit } from '@/domain/vehicles/vin'
import { normalizeColor } from '@/domain/vehicles/color'
import { generateVehicle } from '@/seed/data/vehicles'
import { bulkInsertVehicles } from '@/seed/vehicles-bulk'
import { importVehicleFeed } from '@/services/inventory-import/run-import'
import { closeVinDecoder } from '@/services/vin-decoder/decoder'
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import { colorOfPaint } from '../../migrations/20261129_011947_vehicle_color'

/**
 * The color filter's value is stored on every path that writes a vehicle (issue 38, decision 0322):
 * a save through Payload (the admin and REST run the same collection hooks as the Local API), the
 * CSV/feed import, and the bulk seed, which writes rows without Payload.
 */
const images = () => ['/api/media/file/a.webp']
const vins: string[] = []

async function colorOf(vin: string) {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'vehicles',
    where: { vin: { equals: vin } },
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]?.color
}

afterAll(async () => {
  const payload = await testPayload()
  if (vins.length) await payload.delete({ collection: 'vehicles', where: { vin: { in: vins } }, overrideAccess: true })
  await closeVinDecoder()
})

describe('stored color of a vehicle (issue 38)', () => {
  it('a save through Payload reads the paint name, and a later edit of it reads it again', async () => {
    const payload = await testPayload()
    const v = { ...generateVehicle(700001, [], images), exteriorColor: 'Magnetic Gray Metallic' }
    vins.push(v.vin)
    const created = await payload.create({ collection: 'vehicles', data: v, depth: 0, overrideAccess: true })
    expect(created.color).toBe('gray')
    const repainted = await payload.update({
      collection: 'vehicles',
      id: created.id,
      data: { exteriorColor: 'Ruby Flare Pearl' },
      depth: 0,
      overrideAccess: true,
    })
    expect(repainted.color).toBe('red')
    // An edit of something else keeps the color the paint name gives.
    const repriced = await payload.update({
      collection: 'vehicles',
      id: created.id,
      data: { price: 12345 },
      depth: 0,
      overrideAccess: true,
    })
    expect(repriced.color).toBe('red')
  })

  it('the CSV/feed import stores it on create and on update', async () => {
    const payload = await testPayload()
    const vin = withCheckDigit('1HGCM82603A770001')
    vins.push(vin)
    const csv = (paint: string) =>
      [
        'VIN,Stock,Year,Make,Model,Trim,Miles,Price,Body,Ext Color',
        `${vin},C38,2019,Honda,Accord,EX,30000,17995,Sedan,${paint}`,
      ].join('\n')
    const first = await importVehicleFeed(payload, csv('Super White'), { full: false })
    expect(first).toMatchObject({ created: 1 })
    expect(await colorOf(vin)).toBe('white')
    const second = await importVehicleFeed(payload, csv('Celestial Silver'), { full: false })
    expect(second).toMatchObject({ updated: 1 })
    expect(await colorOf(vin)).toBe('silver')
  })

  it('the bulk seed writes the same color a save through Payload would', async () => {
    const payload = await testPayload()
    const bulk = [700011, 700012, 700013].map((i) => generateVehicle(i, [], images))
    bulk[0] = { ...bulk[0], exteriorColor: 'Celestial Silver' }
    vins.push(...bulk.map((v) => v.vin))
    await bulkInsertVehicles(payload, bulk, () => undefined)
    for (const v of bulk) expect(await colorOf(v.vin)).toBe(normalizeColor(v.exteriorColor))
    expect(await colorOf(bulk[0].vin)).toBe('silver')
  })

  it("the migration's backfill reads a paint name as normalizeColor does", async () => {
    const paints = [
      'Magnetic Gray Metallic',
      'Super White',
      'Celestial Silver',
      'Ruby Flare Pearl',
      'Black Cherry Pearl',
      'Silver Blue',
      'Mocha Almond Pearl',
      'Modern Steel Metallic',
      'Blueprint',
      'Two-Tone',
      'GRAY',
      'Sandstone Beige',
      'Plum Crazy',
      '',
      '123',
    ]
    const db = ((await testPayload()).db as unknown as PostgresAdapter).drizzle
    const { rows } = await db.execute(sql`SELECT x.paint, ${colorOfPaint(sql`x.paint`)} AS color
      FROM (VALUES ${sql.join(
        paints.map((p) => sql`(${p}::text)`),
        sql`, `,
      )}) AS x(paint)`)
    const fromSql = Object.fromEntries(
      (rows as Array<{ paint: string; color: string | null }>).map((r) => [r.paint, r.color]),
    )
    expect(fromSql).toEqual(Object.fromEntries(paints.map((p) => [p, normalizeColor(p)])))
  })
})
