import type { Payload } from 'payload'
import type { SQL } from 'drizzle-orm'

/** Raw SQL on Payload's Postgres pool, for the few atomic statements the Local API cannot express. */
type Drizzle = { execute: (query: SQL) => Promise<{ rows: Record<string, unknown>[] }> }

export async function execute(payload: Payload, query: SQL): Promise<Record<string, unknown>[]> {
  const { drizzle } = payload.db as unknown as { drizzle: Drizzle }
  const result = await drizzle.execute(query)
  return result.rows
}
