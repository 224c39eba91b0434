import type { Payload } from 'payload'

type Emitter = {
  on: (event: string, listener: (arg: never) => void) => unknown
  listenerCount: (event: string) => number
}
type PoolLike = Emitter

const GUARDED = Symbol.for('dealership.poolErrorGuard')

/**
 * Issue 9, "Faults": a Postgres restart must not crash the server. pg emits 'error' on the Pool for
 * an idle client whose connection dies, and on the Client itself when it is checked out (between
 * the statements of a transaction); an EventEmitter with no 'error' listener throws, which ended
 * the process with "uncaughtException: Connection terminated". Payload attaches neither listener.
 * The failed query still rejects (the route answers 503) and pg-pool drops the broken client on
 * release, so the next query opens a new connection: logging is all these listeners do
 * (docs/decisions/0080-database-outage.md).
 * Every client is reached through pg-pool's documented events: 'connect' for each new client and
 * 'acquire' on each check-out, which also covers clients the pool opened before this guard was
 * installed (Payload connects at init), without reading the pool's private list of clients.
 */
export function guardPoolErrors(payload: Payload): void {
  const pool = (payload.db as unknown as { pool?: PoolLike }).pool
  if (!pool || (pool as unknown as Record<symbol, boolean>)[GUARDED]) return
  ;(pool as unknown as Record<symbol, boolean>)[GUARDED] = true
  const warn = (err: Error) =>
    payload.logger.warn(`database connection lost (${err.message}); the pool reconnects on the next query`)
  const guarded = new WeakSet<Emitter>()
  const guardClient = (client: Emitter) => {
    if (guarded.has(client)) return
    guarded.add(client)
    client.on('error', () => undefined)
  }
  pool.on('error', warn)
  pool.on('connect', guardClient)
  pool.on('acquire', guardClient)
}
