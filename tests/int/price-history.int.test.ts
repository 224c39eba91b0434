/**
 * Issue 37 "Price history" (decision 0316): every path that changes a vehicle's price records the
 * change with its date (an edit through the Local API as the admin's server code does, Payload's
 * REST handler with a staff token, the CSV import job, the feed import, the bulk seed's SQL), the
 * vehicle row keeps the drop the history ends in, and the window of the dealership profile decides
 * how long a drop counts. Every vehicle made here is deleted (its history with it) and the window
 * is written back in `finally`.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { createLocalReq, type Payload } from 'payload'
import { REST_PATCH } from '@payloadcms/next/routes'
import config from '@payload-config'
import { testPayload } from '../support/payload'
import { withCheckDigit } from '@/domain/vehicles/vin'
import { DEMO_USERS } from '@/seed/data/users'
import { importVehicleFeed } from '@/services/inventory-import/run-import'
import { IMPORTS_QUEUE } from '@/services/csv-import/jobs'
import { refreshPriceDrops } from '@/services/price-history/refresh-drops'
import { bulkInsertVehicles } from '@/seed/vehicles-bulk'
import { generateVehicle } from '@/seed/data/vehicles'

const createdVins: string[] = []
let seq = 0

afterAll(async () => {
  const payload = await testPayload()
  if (createdVins.length)
    await payload.delete({ collection: 'vehicles', where: { vin: { in: createdVins } }, overrideAccess: true })
})

function nextVin(): string {
  seq += 1
  const vin = withCheckDigit(`3VWDX7AJ5DM${String(700_000 + seq + (process.pid % 1000) * 100).padStart(6, '0')}`)
  createdVins.push(vin)
  return vin
}

async function vehicleAt(payload: Payload, price: number) {
  return payload.create({
    collection: 'vehicles',
    data: {
      vin: nextVin(),
      year: 2019,
      make: 'Volkswagen',
      model: 'Jetta',
      condition: 'used',
      status: 'available',
      price,
    },
    overrideAccess: true,
    depth: 0,
  })
}

async function history(payload: Payload, vehicleId: number) {
  const { docs } = await payload.find({
    collection: 'vehicle-price-changes',
    where: { vehicle: { equals: vehicleId } },
    sort: 'changedAt',
    overrideAccess: true,
    depth: 0,
    limit: 0,
  })
  return docs.map((d) => ({ previousPrice: d.previousPrice ?? null, price: d.price ?? null, source: d.source }))
}

async function row(payload: Payload, id: number) {
  return payload.findByID({ collection: 'vehicles', id, overrideAccess: true, depth: 0 })
}

describe('every price change is recorded with its date (issue 37)', () => {
  it('an edit (Local API, as the admin saves) records the drop, keeps it on the row, and a rise ends it', async () => {
    const payload = await testPayload()
    const v = await vehicleAt(payload, 21_000)
    const before = Date.now()
    await payload.update({ collection: 'vehicles', id: v.id, data: { price: 20_000 }, overrideAccess: true })
    const dropped = await row(payload, v.id)
    expect(dropped).toMatchObject({ price: 20_000, oldPrice: 21_000, priceDrop: 1_000 })
    expect(new Date(dropped.priceDroppedAt as string).getTime()).toBeGreaterThanOrEqual(before - 1000)
    // An unrelated edit changes nothing in the history, and an old price typed in is not a drop.
    await payload.update({
      collection: 'vehicles',
      id: v.id,
      data: { mileage: 41_000, oldPrice: 30_000 },
      overrideAccess: true,
    })
    expect(await row(payload, v.id)).toMatchObject({ oldPrice: 21_000, priceDrop: 1_000 })
    await payload.update({ collection: 'vehicles', id: v.id, data: { price: 20_500 }, overrideAccess: true })
    expect(await row(payload, v.id)).toMatchObject({ price: 20_500, priceDrop: 0, priceDroppedAt: null })
    expect(await history(payload, v.id)).toEqual([
      { previousPrice: null, price: 21_000, source: 'edit' },
      { previousPrice: 21_000, price: 20_000, source: 'edit' },
      { previousPrice: 20_000, price: 20_500, source: 'edit' },
    ])
    const [, drop] = (
      await payload.find({
        collection: 'vehicle-price-changes',
        where: { vehicle: { equals: v.id } },
        sort: 'changedAt',
        overrideAccess: true,
      })
    ).docs
    expect(drop.changedAt).toBe(dropped.priceDroppedAt)
  })

  it("a REST PATCH with a marketing user's token records the change", async () => {
    const payload = await testPayload()
    const v = await vehicleAt(payload, 18_000)
    const marketing = DEMO_USERS.find((u) => u.role === 'marketing')!
    const { token } = await payload.login({
      collection: 'users',
      data: { email: marketing.email, password: marketing.password },
    })
    const patch = REST_PATCH(config)
    const res = await patch(
      new Request(`http://localhost:3000/api/vehicles/${v.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
        body: JSON.stringify({ price: 17_250 }),
      }),
      { params: Promise.resolve({ slug: ['vehicles', String(v.id)] }) },
    )
    expect(res.status).toBe(200)
    expect(await history(payload, v.id)).toEqual([
      { previousPrice: null, price: 18_000, source: 'edit' },
      { previousPrice: 18_000, price: 17_250, source: 'edit' },
    ])
    expect(await row(payload, v.id)).toMatchObject({ priceDrop: 750, oldPrice: 18_000 })
  })

  it('the feed import and the CSV import job record their changes as imports', async () => {
    const payload = await testPayload()
    const vin = nextVin()
    const header = 'VIN,Stock,Year,Make,Model,Miles,Price'
    await importVehicleFeed(payload, `${header}\n${vin},PH1,2019,Volkswagen,Jetta,40000,16000`, { full: false })
    await importVehicleFeed(payload, `${header}\n${vin},PH1,2019,Volkswagen,Jetta,40000,15500`, { full: false })
    const marketing = (await payload.find({ collection: 'users', where: { role: { equals: 'marketing' } }, limit: 1 }))
      .docs[0]
    const csv = `${header}\n${vin},PH1,2019,Volkswagen,Jetta,40000,15000`
    const data = Buffer.from(csv, 'utf8')
    const record = await payload.create({
      collection: 'csv-imports',
      data: { kind: 'vehicles', preset: 'dealer-feed', full: false },
      file: { data, mimetype: 'text/csv', name: 'drop.csv', size: data.length },
      user: { ...marketing, collection: 'users' as const },
      overrideAccess: false,
    })
    try {
      await payload.jobs.run({ queue: IMPORTS_QUEUE, overrideAccess: true })
      const { docs } = await payload.find({ collection: 'vehicles', where: { vin: { equals: vin } }, depth: 0 })
      expect(docs[0]).toMatchObject({ price: 15_000, oldPrice: 15_500, priceDrop: 500 })
      expect(await history(payload, docs[0].id)).toEqual([
        { previousPrice: null, price: 16_000, source: 'import' },
        { previousPrice: 16_000, price: 15_500, source: 'import' },
        { previousPrice: 15_500, price: 15_000, source: 'import' },
      ])
    } finally {
      await payload.delete({ collection: 'csv-imports', id: record.id, overrideAccess: true })
    }
  })

  it("the bulk seed's SQL insert writes the history its drops come from", async () => {
    const payload = await testPayload()
    const stores = await payload.find({ collection: 'locations', depth: 0, limit: 1 })
    const now = new Date()
    // Vehicle numbers far past the demo inventory's, so the VINs and stock numbers are new.
    const bulk = Array.from({ length: 40 }, (_, i) =>
      generateVehicle(880_000 + i, [stores.docs[0].id], () => ['/api/media/file/x.webp'], now),
    )
    createdVins.push(...bulk.map((v) => v.vin.toUpperCase()))
    await bulkInsertVehicles(payload, bulk, () => {})
    const dropped = bulk.find((v) => v.price !== null && v.oldPrice !== null && v.oldPrice > v.price)!
    expect(dropped).toBeDefined()
    const { docs } = await payload.find({ collection: 'vehicles', where: { vin: { equals: dropped.vin } }, depth: 0 })
    const changes = await history(payload, docs[0].id)
    expect(changes.at(-1)).toEqual({ previousPrice: dropped.oldPrice, price: dropped.price, source: 'bulk' })
    expect(docs[0].priceDrop).toBe((dropped.oldPrice as number) - (dropped.price as number))
    expect(docs[0].priceDroppedAt).toBeTruthy()
  })

  it('deleting a vehicle deletes its history', async () => {
    const payload = await testPayload()
    const v = await vehicleAt(payload, 9_000)
    await payload.delete({ collection: 'vehicles', id: v.id, overrideAccess: true })
    expect(await history(payload, v.id)).toEqual([])
  })
})

describe('the window of the dealership profile decides how long a drop counts', () => {
  it('a drop older than the window leaves the row at the hourly refresh; a wider window brings it back', async () => {
    const payload = await testPayload()
    const settings = await payload.findGlobal({ slug: 'dealership-settings', depth: 0, overrideAccess: true })
    const original = settings.priceDropWindowDays
    const v = await vehicleAt(payload, 30_000)
    try {
      await payload.update({ collection: 'vehicles', id: v.id, data: { price: 29_000 }, overrideAccess: true })
      const req = await createLocalReq({}, payload)
      // Ten days on, a 7-day window ends the drop; the history still has it.
      const later = new Date(Date.now() + 10 * 86_400_000)
      expect(await refreshPriceDrops(req, later, 7)).toBeGreaterThanOrEqual(1)
      expect(await row(payload, v.id)).toMatchObject({ priceDrop: 0, price: 29_000 })
      expect((await history(payload, v.id)).at(-1)).toMatchObject({ previousPrice: 30_000, price: 29_000 })
      // A manager widens the window in the admin: the drop counts again at once.
      await payload.updateGlobal({
        slug: 'dealership-settings',
        data: { priceDropWindowDays: 7 },
        overrideAccess: true,
      })
      await payload.updateGlobal({
        slug: 'dealership-settings',
        data: { priceDropWindowDays: 60 },
        overrideAccess: true,
      })
      expect(await row(payload, v.id)).toMatchObject({ priceDrop: 1_000, oldPrice: 30_000 })
    } finally {
      await payload.updateGlobal({
        slug: 'dealership-settings',
        data: { priceDropWindowDays: original },
        overrideAccess: true,
      })
      // The refresh above moved every vehicle's drop ten days on; today's drops come back whatever failed.
      await refreshPriceDrops(await createLocalReq({}, payload), new Date(), original)
    }
  })
})
