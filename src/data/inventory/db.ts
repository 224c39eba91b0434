import 'server-only'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import { payloadClient } from '../payload'

/**
 * Raw SQL for the inventory's aggregates (facets, counts, keyword search) that Payload's query
 * language cannot express; docs/decisions/0011-inventory-search-sql.md. Always parameterised
 * through drizzle's `sql` template: values never become SQL text.
 */
export async function queryRows<T>(query: SQL): Promise<T[]> {
  const payload = await payloadClient()
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  const result = await db.execute(query)
  return result.rows as T[]
}
