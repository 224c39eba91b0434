import type { Payload } from 'payload'
import { sql, type SQL } from 'drizzle-orm'
import { execute } from './execute'

/** The health check's round trip to the database (no table: it proves the pool reaches Postgres). */
export function pingSql(): SQL {
  return sql`select 1`
}

export async function pingDatabase(payload: Payload): Promise<void> {
  await execute(payload, pingSql())
}
