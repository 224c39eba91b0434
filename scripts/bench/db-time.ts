/**
 * The SRP's database time beside the bare SQL it needs (issue 3): for each search, the app's data
 * layer (src/data/inventory: search + facets through Payload's drizzle pool, rows mapped to cards) is
 * timed uncached, then the very statements it sent are replayed through a plain `pg` pool with the
 * same parallelism. The ratio is what our layer adds over Postgres itself.
 *
 * Runs in its own process (scripts/bench/db-time-cli.ts): src/data is server-only.
 */
import pg from 'pg'
import type { Payload } from 'payload'
import type { SQL } from 'drizzle-orm'
import type { SearchFilters, SortOption } from '../../src/domain/inventory'

export type DbTimeRow = { name: string; appMs: number; bareMs: number; statements: number }
type Compiled = { sql: string; params: unknown[] }
type Drizzle = { execute: (q: SQL) => Promise<unknown>; dialect: { sqlToQuery: (q: SQL) => Compiled } }

export const DB_SEARCHES: Array<{ name: string; filters: SearchFilters; sort: SortOption; page: number }> = [
  { name: 'all, newest', filters: {}, sort: 'newest', page: 1 },
  { name: 'SUVs, price low', filters: { bodystyle: 'suvs' }, sort: 'priceLow', page: 1 },
  { name: 'Toyota under $20K', filters: { make: 'toyota', price: { max: 20000 } }, sort: 'mileage', page: 1 },
  { name: 'all, page 20', filters: {}, sort: 'newest', page: 20 },
]

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

export async function measureDbTime(payload: Payload, databaseUrl: string, iterations: number): Promise<DbTimeRow[]> {
  const { loadInventoryResults, loadInventoryVocabulary } = await import('../../src/data/vehicles')
  const drizzle = (payload.db as unknown as { drizzle: Drizzle }).drizzle
  const original = drizzle.execute.bind(drizzle)
  let captured: Compiled[] | null = null
  drizzle.execute = (q: SQL) => {
    captured?.push(drizzle.dialect.sqlToQuery(q))
    return original(q)
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 })
  const settings = await payload.findGlobal({ slug: 'dealership-settings', depth: 0 })
  const pageSize = settings.itemsPerPage
  const vocab = await loadInventoryVocabulary((settings.liveConditions ?? ['used']) as string[])
  const audience = { privateUnlocked: false }
  const rows: DbTimeRow[] = []
  try {
    for (const search of DB_SEARCHES) {
      const query = { filters: search.filters, sort: search.sort, page: search.page }
      captured = []
      await loadInventoryResults(query, pageSize, vocab, audience) // warm-up, and the statements it sends
      const statements = captured
      captured = null
      const app: number[] = []
      const bare: number[] = []
      for (let i = 0; i < iterations; i++) {
        // Alternate, so both see the same machine load and the same buffer cache.
        let t = performance.now()
        await loadInventoryResults(query, pageSize, vocab, audience)
        app.push(performance.now() - t)
        t = performance.now()
        await Promise.all(statements.map((s) => pool.query(s.sql, s.params as unknown[])))
        bare.push(performance.now() - t)
      }
      rows.push({ name: search.name, appMs: median(app), bareMs: median(bare), statements: statements.length })
    }
  } finally {
    drizzle.execute = original
    await pool.end()
  }
  return rows
}
