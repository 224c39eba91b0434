import type { Payload } from 'payload'
import { payloadClient } from '@/data/payload'
import { pingDatabase } from '@/server/db/health'
import { inventorySnapshotWarm } from '@/data/inventory/snapshot-store'
import { pendingMigrations, type CheckResult, type ReadinessChecks } from '@/domain/operations/readiness'
import { migrations } from '../../../migrations'

/**
 * The three checks of GET /api/ready (issue 35, src/domain/operations/readiness.ts). Each database
 * step waits at most two seconds, as /api/health does, so a readiness probe never hangs on a
 * database that does not answer.
 */
const TIMEOUT_MS = 2000
class TimeoutError extends Error {}

/** The migrations this build ships, in order (migrations/index.ts, what `npm start` applies). */
export const SHIPPED_MIGRATIONS: readonly string[] = migrations.map((m) => m.name)

export async function checkReadiness(shipped: readonly string[] = SHIPPED_MIGRATIONS): Promise<ReadinessChecks> {
  let payload: Payload | null = null
  let database: CheckResult
  try {
    payload = await withTimeout(payloadClient())
    await withTimeout(pingDatabase(payload))
    database = { ok: true }
  } catch (err) {
    database = { ok: false, reason: `the database does not answer (${failure(err)})` }
  }
  const migrationsCheck: CheckResult =
    payload && database.ok
      ? await checkMigrations(payload, shipped)
      : { ok: false, reason: 'not checked: the database does not answer' }
  const inventory: CheckResult = inventorySnapshotWarm()
    ? { ok: true }
    : { ok: false, reason: 'the first read of the inventory has not finished' }
  return { database, migrations: migrationsCheck, inventory }
}

/** Payload's own record of applied migrations (payload-migrations; batch -1 marks a dev schema push). */
async function checkMigrations(payload: Payload, shipped: readonly string[]): Promise<CheckResult> {
  try {
    const { docs } = await withTimeout(
      payload.find({
        collection: 'payload-migrations',
        where: { batch: { not_equals: -1 } },
        pagination: false,
        depth: 0,
        overrideAccess: true,
      }),
    )
    const pending = pendingMigrations(
      shipped,
      docs.flatMap((doc) => (doc.name ? [doc.name] : [])),
    )
    return pending.length === 0
      ? { ok: true }
      : { ok: false, reason: `${pending.length} pending: ${pending.join(', ')}; run \`npm run migrate\`` }
  } catch (err) {
    return { ok: false, reason: `could not read the applied migrations (${failure(err)})` }
  }
}

/**
 * What went wrong, in words safe for an unauthenticated answer: the error's code (ECONNREFUSED,
 * a SQLSTATE) or the timeout, never a message that may name hosts, users or queries.
 */
function failure(err: unknown): string {
  const { code, cause } = (err ?? {}) as { code?: unknown; cause?: { code?: unknown } }
  if (err instanceof TimeoutError) return err.message
  const known = typeof code === 'string' ? code : typeof cause?.code === 'string' ? cause.code : null
  return known ?? 'error'
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`no answer within ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}
