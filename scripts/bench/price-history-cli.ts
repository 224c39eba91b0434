/**
 * `tsx scripts/bench/price-history-cli.ts <per-vehicle>` with DATABASE_URL set (scripts/bench/price-history.ts
 * runs it on a seeded benchmark database): the database side of what the price history adds or could
 * slow (issue 37, "Scale"; decision 0316), measured with the history as seeded and again after it is
 * topped up to `per-vehicle` changes of every vehicle. Prints JSON on the last line.
 *
 * - the cold search pages' data (scripts/bench/cold-data.ts: statements and the snapshot path), on
 *   never-requested search URLs and on the "Price Drops" searches;
 * - the vehicle page's read of one vehicle's latest changes (src/data/price-history.ts's query);
 * - the hourly refresh of every vehicle's drop (src/services/price-history/refresh-drops.ts's statement).
 */
import { createRequire } from 'node:module'
import { sql } from 'drizzle-orm'
import { loadPayload, closePayload } from '../lib/payload-instance'
import { coldSearchUrls, coldStats, type SampleVehicle } from './cold'
import { formatSearchUrl } from '../../src/domain/inventory/search-url'
import { slugify } from '../../src/domain/inventory/slug'

const require = createRequire(import.meta.url)
const serverOnly = require.resolve('server-only')
require.cache[serverOnly] = { id: serverOnly, filename: serverOnly, loaded: true, exports: {} } as NodeJS.Module
const { measureColdData } = await import('./cold-data')
const { refreshPriceDropsSql } = await import('../../src/server/db/price-history')
const { windowStart } = await import('../../src/domain/price-history/rules')

const perVehicle = Number(process.argv[2] ?? '10')
const payload = await loadPayload()
type Rows = { rows: Array<Record<string, unknown>> }
const db = (payload.db as unknown as { drizzle: { execute: (q: unknown) => Promise<Rows> } }).drizzle
const rows = async (q: unknown) => (await db.execute(q)).rows

const sample = (await rows(sql`SELECT v.condition::text AS condition, v.bodystyle::text AS bodystyle, v.make, v.model,
    v.price::float8 AS price, v.mileage::float8 AS mileage, v.year::int AS year, coalesce(v.price_drop, 0)::float8 AS "priceDrop",
    coalesce(v.premium_upgrade, false) AS "premiumUpgrade", l.store_id AS store, v.color::text AS color,
    ARRAY(SELECT t.text FROM vehicles_texts t WHERE t.parent_id = v.id AND t.path IN ('standardFeatures', 'optionalFeatures') AND t.text IS NOT NULL) AS features
    FROM vehicles v LEFT JOIN locations l ON l.id = v.store_id
    WHERE v.status = 'available' AND v.private IS NOT TRUE ORDER BY md5(v.vin) LIMIT 400`)) as SampleVehicle[]
const searchUrls = coldSearchUrls(sample, 60)
const dropUrls = [
  '/used-cars-for-sale-in-quad-cities?great-deals=price-drop',
  '/used-cars-for-sale-in-quad-cities?great-deals=price-drop&sort=price',
  '/cars-for-sale?great-deals=price-drop&page=3',
  '/cars-for-sale?great-deals=price-drop&sort=mileage',
  ...[...new Set(sample.map((v) => slugify(v.make)))]
    .slice(0, 8)
    .map((make) => formatSearchUrl({ make, greatDeals: 'price-drop' })),
]
const vins = (
  await rows(sql`SELECT vin FROM vehicles WHERE status = 'available' ORDER BY md5(vin || 'h') LIMIT 200`)
).map((r) => String(r.vin))

async function historyReads(): Promise<number[]> {
  const out: number[] = []
  for (const vin of vins) {
    const t = performance.now()
    await payload.find({
      collection: 'vehicle-price-changes',
      where: { 'vehicle.vin': { equals: vin } },
      sort: '-changedAt',
      limit: 5,
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { previousPrice: true, price: true, changedAt: true },
    })
    out.push(performance.now() - t)
  }
  return out
}

async function refreshTimes(): Promise<{ ms: number[]; changed: number }> {
  const ms: number[] = []
  let changed = 0
  const now = new Date()
  for (let i = 0; i < 3; i++) {
    const t = performance.now()
    changed += (await rows(refreshPriceDropsSql(windowStart(now, 30), now))).length
    ms.push(performance.now() - t)
  }
  return { ms, changed }
}

async function measure(label: string) {
  const [{ n }] = await rows(sql`SELECT count(*)::int AS n FROM vehicle_price_changes`)
  const search = await measureColdData(payload, searchUrls)
  const drops = await measureColdData(payload, dropUrls)
  const reads = await historyReads()
  const refresh = await refreshTimes()
  const stats = (xs: number[]) => coldStats(xs)
  return {
    label,
    historyRows: n,
    search: {
      total: stats(search.map((s) => s.total)),
      snapshot: stats(search.flatMap((s) => (s.snapshot === null ? [] : [s.snapshot]))),
    },
    priceDrops: {
      total: stats(drops.map((s) => s.total)),
      snapshot: stats(drops.flatMap((s) => (s.snapshot === null ? [] : [s.snapshot]))),
      urls: drops.length,
    },
    vdpHistoryRead: stats(reads),
    refresh: { ...stats(refresh.ms), changedRows: refresh.changed },
  }
}

const before = await measure('as seeded')
// Older changes for every vehicle, dated before anything the seed wrote, so each vehicle's latest
// change (and so every drop and page) stays as it was: only the table's size moves.
const [{ have }] = await rows(sql`SELECT count(*)::int AS have FROM vehicle_price_changes`)
const [{ vehicles }] = await rows(sql`SELECT count(*)::int AS vehicles FROM vehicles`)
// At least `perVehicle` changes a vehicle on average, the seeded ones included.
const extra = Math.max(0, Math.ceil((perVehicle * Number(vehicles) - Number(have)) / Number(vehicles)))
const t = performance.now()
await db.execute(sql`INSERT INTO vehicle_price_changes (vehicle_id, previous_price, price, changed_at, source)
  SELECT v.id, coalesce(v.price, 20000) + (g + 1) * 250, coalesce(v.price, 20000) + g * 250,
    timestamptz '2025-06-01' - g * interval '9 days', 'bulk'
  FROM vehicles v CROSS JOIN generate_series(1, ${extra}) g`)
const insertMs = performance.now() - t
await db.execute(sql`VACUUM (ANALYZE) vehicle_price_changes`)
const after = await measure(`topped up (${extra} older changes per vehicle)`)
await closePayload(payload)
console.log(JSON.stringify({ vehicles, perVehicle, insertMs, before, after }))
process.exit(0)
