/**
 * Loads Payload in a plain Node process (scripts, tests). DATABASE_URL must be set first, because
 * the config reads the environment once when it is imported.
 */
import type { Payload } from 'payload'

export async function loadPayload(): Promise<Payload> {
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('../../payload.config')])
  return getPayload({ config })
}

/** Applies committed migrations; never pushes and never prompts. */
export async function migrate(payload: Payload): Promise<void> {
  const { migrations } = await import('../../migrations')
  await payload.db.migrate({ migrations: migrations as never })
}

export async function databaseIsEmpty(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'users' })
  return totalDocs === 0
}

/**
 * Closes Payload before the embedded cluster stops. Payload's destroy() keeps its pg pool (and one
 * checked-out client) open, so the pool's connection errors at cluster shutdown are expected and
 * silenced here instead of crashing the script.
 */
export async function closePayload(payload: Payload): Promise<void> {
  await payload.destroy()
  const pool = (payload.db as unknown as { pool?: { on: (event: 'error', fn: () => void) => void } }).pool
  pool?.on('error', () => undefined)
}
