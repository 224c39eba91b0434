/**
 * Applies migrations to the production database; with --seed-if-empty also seeds demo content when
 * the database has no users yet (what `npm start` does on a fresh machine).
 */
import { openDatabase } from './lib/database'
import { prepareProcessEnv } from './lib/process-env'
import { loadPayload, migrate, databaseIsEmpty, closePayload } from './lib/payload-instance'

prepareProcessEnv()
const seedIfEmpty = process.argv.includes('--seed-if-empty')
const db = process.env.MIGRATE_TARGET_READY === '1' ? null : await openDatabase('production')
if (db) process.env.DATABASE_URL = db.url
const payload = await loadPayload()
await migrate(payload)
if (seedIfEmpty && (await databaseIsEmpty(payload))) {
  const { seed } = await import('../src/seed')
  const { env } = await import('../src/config/env')
  await seed(payload, { vehicles: Number(process.env.SEED_VEHICLES || 300), layer: env().SETTINGS_LAYER })
}
await closePayload(payload)
await db?.release()
process.exit(0)
