/**
 * Bulk insert for large demo inventories (`npm run seed -- --vehicles 10000`): payload.create runs
 * hooks, validation and one transaction per vehicle (~10 ms each here), so 10,000 take minutes.
 * This writes the same rows Payload would (the vehicles table and its hasMany texts table, with the
 * derived fields the beforeChange hook fills) in chunks inside one transaction
 * (src/server/db/vehicles.ts). Demo data only: the CSV import and the admin still go through the Local API.
 */
import type { Payload } from 'payload'
import { derivedVehicleFields } from '@/collections/vehicles/hooks/derive-fields'
import { execute, inTransaction } from '@/server/db/execute'
import {
  assignFeatureCodesSql,
  insertVehicleTextsSql,
  insertVehiclesSql,
  VACUUM_VEHICLES,
  type BulkVehicleRow,
} from '@/server/db/vehicles'
import { insertBulkPriceChangesSql, VACUUM_PRICE_CHANGES, type BulkPriceChange } from '@/server/db/price-history'
import type { SeedVehicle } from './data/vehicles'
import { seedPriceHistory } from './price-history'

const CHUNK = 500

function vehicleRow(v: SeedVehicle, droppedAt: string | null): BulkVehicleRow {
  const d = derivedVehicleFields(v)
  return {
    title: d.title,
    vin: v.vin.toUpperCase(),
    stockNumber: v.stockNumber,
    condition: v.condition,
    status: v.status,
    storeId: v.store ?? null,
    year: v.year,
    make: v.make,
    model: v.model,
    trim: v.trim,
    modelYear: d.modelYear,
    price: v.price,
    oldPrice: v.oldPrice,
    initPrice: v.initPrice,
    // The drop the recorded history ends in (seedPriceHistory): inside the default window, so the old price counts.
    priceDrop: droppedAt ? d.priceDrop : 0,
    priceDroppedAt: droppedAt,
    mileage: v.mileage,
    bodystyle: v.bodystyle,
    doors: v.doors,
    transmission: v.transmission,
    drivetrain: v.drivetrain,
    fuelType: v.fuelType,
    exteriorColor: v.exteriorColor,
    interiorColor: v.interiorColor,
    color: d.color,
    engine: v.engine,
    cityMpg: v.cityMpg,
    highwayMpg: v.highwayMpg,
    previewImage: v.previewImage ?? null,
    premiumUpgrade: v.premiumUpgrade,
    private: v.private,
    dateInStock: v.dateInStock,
    searchText: d.searchText,
    features: [...new Set([...v.standardFeatures, ...v.optionalFeatures])],
  }
}

export async function bulkInsertVehicles(
  payload: Payload,
  vehicles: SeedVehicle[],
  log: (msg: string) => void,
): Promise<void> {
  const now = new Date().toISOString()
  const started = Date.now()
  await inTransaction(payload, async (tx) => {
    for (let i = 0; i < vehicles.length; i += CHUNK) {
      const chunk = vehicles.slice(i, i + CHUNK)
      const histories = chunk.map((v) => seedPriceHistory(v, new Date(now)))
      const rows = chunk.map((v, n) => vehicleRow(v, histories[n].droppedAt))
      const names = [...new Set(rows.flatMap((r) => r.features))]
      if (names.length) await tx.execute(assignFeatureCodesSql(names))
      const inserted = await tx.execute(insertVehiclesSql(rows, now))
      const ids = new Map((inserted.rows as Array<{ id: number; vin: string }>).map((r) => [r.vin, r.id]))
      const texts = chunk.flatMap((v) => {
        const parentId = ids.get(v.vin.toUpperCase()) as number
        const lists: Array<[string, readonly string[]]> = [
          ['standardFeatures', v.standardFeatures],
          ['optionalFeatures', v.optionalFeatures],
          ['additionalImages', v.additionalImages],
        ]
        return lists.flatMap(([path, list]) => list.map((text, n) => ({ order: n + 1, parentId, path, text })))
      })
      if (texts.length) await tx.execute(insertVehicleTextsSql(texts))
      // The SQL insert passes no hook: its price history is written here (issue 37, decision 0316).
      const changes: BulkPriceChange[] = chunk.flatMap((v, n) =>
        histories[n].changes.map((c) => ({ vehicleId: ids.get(v.vin.toUpperCase()) as number, ...c })),
      )
      if (changes.length) await tx.execute(insertBulkPriceChangesSql(changes, now))
      if (vehicles.length > 2000 && (i / CHUNK) % 10 === 0)
        log(`seed: vehicles ${i}/${vehicles.length} (${Math.round((Date.now() - started) / 1000)} s)`)
    }
  })
  // Fresh planner statistics, so the first searches on a big inventory use the indexes, and the
  // visibility map the search's index-only scans rely on (decision 0230); autovacuum would get there
  // within a minute or so, the first searches would read the table meanwhile.
  for (const statement of [...VACUUM_VEHICLES, VACUUM_PRICE_CHANGES]) await execute(payload, statement)
}
