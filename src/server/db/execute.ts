import type { Payload } from 'payload'
import type { SQL } from 'drizzle-orm'

/**
 * Raw SQL on Payload's Postgres pool (`payload.db.drizzle`, the adapter's documented Drizzle
 * instance), for the statements the modules beside this file build. Raw SQL lives only in
 * src/server/db (one module per table family) and, for the search pages, src/data/inventory
 * (docs/decisions/0262-raw-sql-behind-table-family-modules.md).
 */
export type SqlExecutor = { execute: (query: SQL) => Promise<{ rows: Record<string, unknown>[] }> }

export async function execute(payload: Payload, query: SQL): Promise<Record<string, unknown>[]> {
  const { drizzle } = payload.db as unknown as { drizzle: SqlExecutor }
  const result = await drizzle.execute(query)
  return result.rows
}

/**
 * Statements in one transaction of their own, through Drizzle's documented `transaction` on the
 * adapter's `drizzle` instance (for writes that join no Local API call, such as the bulk demo seed).
 */
export async function inTransaction<T>(payload: Payload, work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
  const { drizzle } = payload.db as unknown as {
    drizzle: { transaction: <R>(fn: (tx: SqlExecutor) => Promise<R>) => Promise<R> }
  }
  return drizzle.transaction(work)
}
