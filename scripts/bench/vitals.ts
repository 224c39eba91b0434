/**
 * `npm run bench:vitals [-- 100000]` (issue 40, decision 0325): sends that many Core Web Vitals
 * beacons for one day through the endpoint's own code (recordBeacon: bounds, rate limit, sampling,
 * the one-statement upsert) on a scratch database, and prints how many rows web_vitals holds after
 * each tenth, beside the bound the fixed buckets allow (templates x devices x buckets). The rows
 * must stop growing once every bucket has been seen, however many more beacons come.
 */
import { createRequire } from 'node:module'
import { sql } from 'drizzle-orm'
import { closePayload, loadPayload, migrate } from '../lib/payload-instance'

const require = createRequire(import.meta.url)
const serverOnly = require.resolve('server-only')
require.cache[serverOnly] = { id: serverOnly, filename: serverOnly, loaded: true, exports: {} } as NodeJS.Module
const { recordBeacon } = await import('../../src/services/vitals/record-beacon')
const { execute } = await import('../../src/server/db/execute')
const { vitalsRowCountSql } = await import('../../src/server/db/web-vitals')
const { BOUNDS, DEVICE_CLASSES, METRICS, TEMPLATES, bucketCount } = await import('../../src/domain/vitals')

const total = Number(process.argv[2] ?? 100_000)
const parallel = 8
const day = new Date('2026-01-15T12:00:00Z')
const bound = TEMPLATES.length * DEVICE_CLASSES.length * METRICS.reduce((s, m) => s + bucketCount(m), 0)

// A fixed seed: the same run every time (mulberry32).
let seed = 20261129
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]
/** Log-uniform between a tenth of the metric's typical value and its bound: every bucket gets hits. */
const value = (metric: (typeof METRICS)[number]) => {
  const max = BOUNDS[metric].max
  const min = metric === 'CLS' ? 0.001 : 1
  return Math.min(max, min * Math.exp(random() * Math.log(max / min)))
}

const payload = await loadPayload()
await migrate(payload)
await execute(payload, sql`DELETE FROM web_vitals`)
const headers = new Headers()
const started = performance.now()
const checkpoints: Array<{ beacons: number; rows: number; visits: number; seconds: number }> = []
let sent = 0
while (sent < total) {
  const batch = Math.min(parallel, total - sent)
  await Promise.all(
    Array.from({ length: batch }, async () => {
      const beacon = {
        template: pick(TEMPLATES),
        device: pick(DEVICE_CLASSES),
        connection: '4g',
        locale: 'en',
        store: null,
        metrics: Object.fromEntries(METRICS.map((m) => [m, value(m)])),
      }
      const answer = await recordBeacon(payload, headers, beacon, { now: day, draw: () => 0, limit: 1e9 })
      if (answer.status !== 204) throw new Error(`beacon refused: ${answer.status} ${JSON.stringify(answer.body)}`)
    }),
  )
  sent += batch
  if (sent % (total / 10) === 0 || sent === total) {
    const [row] = await execute(payload, vitalsRowCountSql())
    checkpoints.push({
      beacons: sent,
      rows: Number(row.rows),
      visits: Number(row.visits),
      seconds: Math.round((performance.now() - started) / 100) / 10,
    })
    console.log(JSON.stringify(checkpoints[checkpoints.length - 1]))
  }
}
const [size] = await execute(payload, sql`SELECT pg_total_relation_size('web_vitals')::bigint AS bytes`)
console.log(
  JSON.stringify({
    beacons: total,
    values: total * METRICS.length,
    rows: checkpoints[checkpoints.length - 1].rows,
    bound,
    tableBytes: Number(size.bytes),
    beaconsPerSecond: Math.round(total / checkpoints[checkpoints.length - 1].seconds),
  }),
)
await execute(payload, sql`DELETE FROM web_vitals`)
await closePayload(payload)
process.exit(0)
