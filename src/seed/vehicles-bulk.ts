/**
 * Bulk insert for large demo inventories (`npm run seed -- --vehicles 10000`): payload.create runs
 * hooks, validation and one transaction per vehicle (~10 ms each here), so 10,000 take minutes.
 * This writes the same rows Payload would (the vehicles table and its hasMany texts table, with the
 * derived fields the beforeChange hook fills) in chunks inside one transaction. Demo data only:
 * the CSV import and the admin still go through the Local API.
 */
import type { Payload } from 'payload'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'
import { derivedVehicleFields } from '@/collections/vehicles/hooks/derive-fields'
import type { SeedVehicle } from './data/vehicles'

const CHUNK = 500

function vehicleRow(v: SeedVehicle, now: string) {
  const d = derivedVehicleFields(v)
  return sql`(${d.title}, ${v.vin.toUpperCase()}, ${v.stockNumber}, ${v.condition}, ${v.status}, ${v.store ?? null}, ${v.year}, ${v.make}, ${v.model},
    ${v.trim}, ${d.modelYear}, ${v.price}, ${v.oldPrice}, ${v.initPrice}, ${d.priceDrop}, ${v.mileage}, ${v.bodystyle}, ${v.doors},
    ${v.transmission}, ${v.drivetrain}, ${v.fuelType}, ${v.exteriorColor}, ${v.interiorColor}, ${v.engine}, ${v.cityMpg}, ${v.highwayMpg},
    ${v.previewImage ?? null}, ${v.premiumUpgrade}, ${v.private}, ${v.dateInStock}, ${d.searchText}, ${now}, ${now})`
}

export async function bulkInsertVehicles(payload: Payload, vehicles: SeedVehicle[], log: (msg: string) => void): Promise<void> {
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  const now = new Date().toISOString()
  const started = Date.now()
  await db.transaction(async (tx) => {
    for (let i = 0; i < vehicles.length; i += CHUNK) {
      const chunk = vehicles.slice(i, i + CHUNK)
      const inserted = await tx.execute(sql`INSERT INTO vehicles (title, vin, stock_number, condition, status, store_id, year, make, model,
        trim, model_year, price, old_price, init_price, price_drop, mileage, bodystyle, doors,
        transmission, drivetrain, fuel_type, exterior_color, interior_color, engine, city_mpg, highway_mpg,
        preview_image, premium_upgrade, private, date_in_stock, search_text, updated_at, created_at)
        VALUES ${sql.join(chunk.map((v) => vehicleRow(v, now)), sql`, `)} RETURNING id, vin`)
      const ids = new Map((inserted.rows as Array<{ id: number; vin: string }>).map((r) => [r.vin, r.id]))
      const texts = chunk.flatMap((v) => {
        const parent = ids.get(v.vin.toUpperCase())
        const lists: Array<[string, readonly string[]]> = [['standardFeatures', v.standardFeatures], ['optionalFeatures', v.optionalFeatures], ['additionalImages', v.additionalImages]]
        return lists.flatMap(([path, list]) => list.map((text, n) => sql`(${n + 1}, ${parent}, ${path}, ${text})`))
      })
      if (texts.length) await tx.execute(sql`INSERT INTO vehicles_texts ("order", parent_id, path, text) VALUES ${sql.join(texts, sql`, `)}`)
      if (vehicles.length > 2000 && (i / CHUNK) % 10 === 0) log(`seed: vehicles ${i}/${vehicles.length} (${Math.round((Date.now() - started) / 1000)} s)`)
    }
  })
  // Fresh planner statistics, so the first searches on a big inventory use the indexes, and the
  // visibility map the search's index-only scans rely on (decision 0230); autovacuum would get there
  // within a minute or so, the first searches would read the table meanwhile.
  await db.execute(sql`VACUUM (ANALYZE) vehicles`)
  await db.execute(sql`VACUUM (ANALYZE) vehicles_texts`)
}
