import type { Payload } from 'payload'
import { generateVehicle } from './data/vehicles'
import type { VehicleImageIndex } from './vehicle-images'
import { bulkInsertVehicles } from './vehicles-bulk'

/** Above this many new vehicles the seed writes rows in bulk (see vehicles-bulk.ts). */
export const BULK_THRESHOLD = 1000

/** Adds generated vehicles 0..target-1 whose VIN is not in the database yet. */
export async function seedVehicles(
  payload: Payload,
  target: number,
  images: VehicleImageIndex,
  log: (msg: string) => void,
): Promise<number> {
  const stores = await payload.find({
    collection: 'locations',
    limit: 10,
    depth: 0,
    sort: 'sortOrder',
    pagination: false,
  })
  const storeIds = stores.docs.map((d) => d.id)
  const known = await payload.find({ collection: 'vehicles', pagination: false, depth: 0, select: { vin: true } })
  const vins = new Set(known.docs.map((d) => d.vin))
  const todo = Array.from({ length: target }, (_, i) => generateVehicle(i, storeIds, images)).filter(
    (v) => !vins.has(v.vin),
  )
  if (todo.length > BULK_THRESHOLD) {
    await bulkInsertVehicles(payload, todo, log)
    return todo.length
  }
  const batch = 8
  const started = Date.now()
  for (let i = 0; i < todo.length; i += batch) {
    await Promise.all(
      todo.slice(i, i + batch).map((data) => payload.create({ collection: 'vehicles', data, depth: 0 })),
    )
    if (todo.length > 500 && (i / batch) % 100 === 0)
      log(`seed: vehicles ${i}/${todo.length} (${Math.round((Date.now() - started) / 1000)} s)`)
  }
  return todo.length
}
