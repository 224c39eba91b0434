/**
 * `npm run seed [-- --vehicles N] [--dev]`: adds demo content to the production (or dev) database.
 * Safe to run again: existing rows are kept, missing ones added.
 */
import { parseArgs } from 'node:util'
import { openDatabase } from './lib/database'
import { prepareProcessEnv } from './lib/process-env'
import { loadPayload, migrate, closePayload } from './lib/payload-instance'

const { values } = parseArgs({
  options: { vehicles: { type: 'string', default: '300' }, dev: { type: 'boolean', default: false } },
})
const count = Number(values.vehicles)
if (!Number.isInteger(count) || count < 0 || count > 200000) {
  console.error('--vehicles must be a whole number from 0 to 200000')
  process.exit(2)
}
prepareProcessEnv()
const db = await openDatabase(values.dev ? 'dev' : 'production')
process.env.DATABASE_URL = db.url
if (values.dev) process.env.PAYLOAD_DB_PUSH = '1'
const payload = await loadPayload()
if (!values.dev) await migrate(payload)
const { seed } = await import('../src/seed')
const { env } = await import('../src/config/env')
const started = Date.now()
await seed(payload, { vehicles: count, layer: env().SETTINGS_LAYER, log: (m) => console.log(m) })
console.log(`seed finished in ${((Date.now() - started) / 1000).toFixed(1)} s`)
await closePayload(payload)
await db.release()
process.exit(0)
