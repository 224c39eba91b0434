import type { Payload } from 'payload'
import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { createHash } from 'node:crypto'

/**
 * Raw SQL on Payload's Postgres pool (through `payload.db.drizzle`, the adapter's documented
 * Drizzle instance, or for prepared statements its `pool`), for the statements the modules beside
 * this file build. Raw SQL lives only in
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

/** A statement without parameters, turned into SQL text once, run as a named prepared statement. */
export type PreparedStatement = { readonly name: string; readonly text: string }

/**
 * For a statement every page sends (the shell's globals, decision 0293): drizzle turns a large
 * `sql` tree into text in about 1.3 ms and Postgres parses and plans an unnamed statement each time
 * (about 2 ms for that one); text made once here and a statement prepared once per connection
 * (node-postgres's named queries) leave about 1 ms in the database.
 */
export function preparedStatement(name: string, query: SQL): PreparedStatement {
  const { sql: text, params } = new PgDialect().sqlToQuery(query)
  if (params.length > 0) throw new Error(`prepared statement ${name}: takes no parameters, got ${params.length}`)
  // A connection refuses a name it prepared with other text; the text's hash in the name keeps a
  // changed statement (a field added, in development with the pool kept across reloads) apart.
  const version = createHash('sha256').update(text).digest('hex').slice(0, 12)
  return { name: `${name}_${version}`, text }
}

/** Runs a prepared statement on Payload's pool (the Postgres adapter's `pool`, node-postgres's Pool). */
export async function executePrepared(
  payload: Payload,
  statement: PreparedStatement,
): Promise<Record<string, unknown>[]> {
  const result = await payload.db.pool.query<Record<string, unknown>>({ name: statement.name, text: statement.text })
  return result.rows
}
