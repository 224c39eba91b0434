import 'server-only'
import type { SQL } from 'drizzle-orm'
import { execute, executePrepared, type PreparedStatement } from '@/server/db/execute'
import { payloadClient } from '../payload'

/**
 * The data layer's runner for raw SQL: the search pages' aggregates (facets, counts, keyword
 * search) that Payload's query language cannot express (decision 0011), built in this folder, and
 * the statements of src/server/db (decision 0262). Always parameterised through drizzle's `sql`
 * template: values never become SQL text.
 */
export async function queryRows<T>(query: SQL): Promise<T[]> {
  return (await execute(await payloadClient(), query)) as T[]
}

/** The same for a statement prepared once (src/server/db/execute.ts `preparedStatement`). */
export async function queryPrepared<T>(statement: PreparedStatement): Promise<T[]> {
  return (await executePrepared(await payloadClient(), statement)) as T[]
}
