import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import { queryRows } from './db'
import { searchWhere, type ResolvedSearch } from './where'

/**
 * Which of these vehicles a search finds (issue 38, saved searches; decision 0337): the results
 * page's own WHERE clause (where.ts `searchWhere`, the statement the page runs when the inventory
 * snapshot cannot answer, and whose rules the snapshot repeats), limited to the given vehicles. So a
 * saved search is told of exactly the vehicles its page would list.
 */
export async function vehiclesMatching(search: ResolvedSearch, vehicleIds: readonly number[]): Promise<number[]> {
  if (vehicleIds.length === 0) return []
  const ids = `{${vehicleIds.map((id) => Math.trunc(id)).join(',')}}`
  const rows = await queryRows<{ id: number }>(
    sql`SELECT v.id FROM vehicles v WHERE v.id = ANY(${ids}::int[]) AND ${searchWhere(search)} ORDER BY v.id`,
  )
  return rows.map((r) => Number(r.id))
}
