import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { sql } from '@payloadcms/db-postgres'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import { testPayload } from '../support/payload'
import { generateVehicle } from '@/seed/data/vehicles'
import { bulkInsertVehicles } from '@/seed/vehicles-bulk'
import { VACUUM_VEHICLES } from '@/server/db/vehicles'
import { loadInventoryResults, loadInventoryVocabulary, type InventoryVocabulary } from '@/data/vehicles'
import type { SearchFilters, SortOption } from '@/domain/inventory'
import { SAMPLE_FINANCE_SETTINGS } from '@/domain/financing'

const EXTRA = 10_000
const FIRST = 400_000
/** The tables a search reads; a sequential scan of either reads every vehicle ever stocked, sold ones included. */
const SEARCH_TABLES = ['vehicles', 'vehicles_texts']

type Plan = { 'Node Type': string; 'Relation Name'?: string; Plans?: Plan[] }
type Statement = { sql: string; params: unknown[] }
type Drizzle = { execute: (q: SQL) => Promise<unknown>; dialect: { sqlToQuery: (q: SQL) => Statement } }

/** The facet statement of a search (src/data/inventory/facets.ts): its rows are named `facet`. */
const isFacets = (statement: Statement) => /\bAS facet\b/.test(statement.sql)

function nodes(plan: Plan): Plan[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)]
}

function seqScans(plan: Plan): string[] {
  const own =
    plan['Node Type'] === 'Seq Scan' && SEARCH_TABLES.includes(plan['Relation Name'] ?? '')
      ? [plan['Relation Name'] as string]
      : []
  return [...own, ...(plan.Plans ?? []).flatMap(seqScans)]
}

async function adapter() {
  const payload = await testPayload()
  const db = payload.db as unknown as PostgresAdapter
  return { payload, drizzle: db.drizzle as unknown as Drizzle, pool: db.pool }
}

/** The statements a piece of the real code path sends, as compiled SQL and parameters. */
async function capture(run: () => Promise<unknown>): Promise<Statement[]> {
  const { drizzle } = await adapter()
  const spy = vi.spyOn(drizzle, 'execute')
  try {
    await run()
    return spy.mock.calls.map(([q]) => drizzle.dialect.sqlToQuery(q))
  } finally {
    spy.mockRestore()
  }
}

async function explain(
  statement: Statement,
  client?: { query: (text: string, params: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }> },
): Promise<Plan> {
  const { pool } = await adapter()
  const { rows } = await (client ?? pool).query(`EXPLAIN (FORMAT JSON) ${statement.sql}`, statement.params)
  return (rows[0]['QUERY PLAN'] as Array<{ Plan: Plan }>)[0].Plan
}

/** Searches a shopper or a crawler sends: every sort, every kind of filter, deep pages, a keyword. */
const SEARCHES: Array<{ filters: SearchFilters; sort: SortOption; page: number }> = [
  { filters: {}, sort: 'newest', page: 1 },
  { filters: {}, sort: 'newest', page: 20 },
  { filters: { condition: 'used' }, sort: 'oldest', page: 3 },
  { filters: {}, sort: 'priceHigh', page: 1 },
  { filters: {}, sort: 'year', page: 2 },
  { filters: { bodystyle: 'suvs' }, sort: 'priceLow', page: 1 },
  { filters: { make: 'toyota', price: { max: 20_000 } }, sort: 'mileage', page: 1 },
  { filters: { make: 'honda', model: 'civic' }, sort: 'newest', page: 1 },
  { filters: { features: ['heated-seats'] }, sort: 'price', page: 1 },
  {
    filters: { bodystyle: 'trucks', features: ['backup-camera', 'tow-package'], mileage: { max: 85_000 } },
    sort: 'newest',
    page: 1,
  },
  { filters: { year: { min: 2020 }, price: { min: 15_000, max: 30_000 } }, sort: 'year', page: 1 },
  { filters: { greatDeals: 'price-drop' }, sort: 'newest', page: 2 },
  { filters: { greatDeals: 'premium-upgrades', bodystyle: 'sedans' }, sort: 'priceHigh', page: 1 },
  { filters: { q: 'honda sport' }, sort: 'newest', page: 1 },
  // Issue 38: the color and the monthly payment (a price cap per store, decision 0323).
  { filters: { color: 'red', bodystyle: 'suvs' }, sort: 'newest', page: 1 },
  { filters: { payment: 300, bodystyle: 'trucks' }, sort: 'priceLow', page: 1 },
  { filters: { color: 'white', payment: 400 }, sort: 'mileage', page: 1 },
]

/**
 * Issue 18 ("Serving"): at 10,000 vehicles no statement of a search page, facet counts included,
 * reads the vehicles table or its features table from end to end; each goes through an index that
 * fits its filters and sort (decision 0230). The statements are the ones the data layer sends for
 * each search (captured, not copied), so the check follows the code.
 */
describe('search page statements use indexes at 10,000 vehicles (EXPLAIN)', () => {
  let vocab: InventoryVocabulary
  let statements: Array<{ search: string; statement: Statement }> = []

  beforeAll(async () => {
    const { payload } = await adapter()
    const stores = (await payload.find({ collection: 'locations', limit: 10, depth: 0 })).docs.map((d) => d.id)
    const vehicles = Array.from({ length: EXTRA }, (_, i) =>
      generateVehicle(FIRST + i, stores, () => ['/api/media/file/x.webp']),
    )
    await bulkInsertVehicles(payload, vehicles, () => undefined)
    const vocabStatements = await capture(async () => (vocab = await loadInventoryVocabulary(['used'])))
    statements = vocabStatements.map((statement) => ({ search: 'vocabulary', statement }))
    for (const s of SEARCHES) {
      const sent = await capture(() =>
        loadInventoryResults(s, 19, vocab, { privateUnlocked: false }, SAMPLE_FINANCE_SETTINGS),
      )
      statements.push(...sent.map((statement) => ({ search: JSON.stringify(s), statement })))
    }
    // Plans as autovacuum keeps them: fresh statistics and visibility map. The bulk insert vacuums
    // once, but work of earlier files in this process (a price-drop refresh rewriting many vehicles)
    // can clear pages' all-visible bits and an autovacuum ANALYZE then record that, which makes an
    // index-only scan look dear until the next vacuum (seen in a clean-clone run: every facet count
    // planned as a Seq Scan). A shop's autovacuum gets back there within a minute of such a write.
    const { drizzle } = await adapter()
    for (const statement of VACUUM_VEHICLES) await drizzle.execute(statement)
  })

  afterAll(async () => {
    const { drizzle } = await adapter()
    await (drizzle as unknown as { execute: (q: SQL) => Promise<unknown> }).execute(
      sql`DELETE FROM vehicles WHERE stock_number >= ${`M${FIRST + 1}`} AND stock_number <= ${`M${FIRST + EXTRA}`}`,
    )
  })

  it('captures the page of cards, the facet counts with the total, and the vocabulary', () => {
    // Per search: the page of cards and one statement for every facet count and the total (decision 0275).
    expect(statements.filter((s) => s.search !== 'vocabulary')).toHaveLength(SEARCHES.length * 2)
    expect(statements.filter((s) => isFacets(s.statement))).toHaveLength(SEARCHES.length)
    expect(statements.some((s) => s.statement.sql.includes('vehicle_feature_bits'))).toBe(true)
  })

  it('plans no sequential scan of vehicles or vehicles_texts for any of them', async () => {
    const found: string[] = []
    for (const { search, statement } of statements) {
      const scans = seqScans(await explain(statement))
      if (scans.length)
        found.push(`${search}: Seq Scan on ${scans.join(', ')} in ${statement.sql.replace(/\s+/g, ' ').slice(0, 160)}…`)
    }
    expect(found).toEqual([])
  })

  it('finds a page of results in an index alone (index-only scan), reading only its vehicles from the table', async () => {
    // Searches by make or keyword may start from the make or full-text index instead; every other
    // filter is carried by the sort indexes and the covering index (decision 0275).
    const byIndexOnly = SEARCHES.filter((s) => !s.filters.make && !s.filters.q).map((s) => JSON.stringify(s))
    const pages = statements.filter(
      (s) => byIndexOnly.includes(s.search) && !isFacets(s.statement) && s.search !== 'vocabulary',
    )
    expect(pages).toHaveLength(byIndexOnly.length)
    const notIndexOnly: string[] = []
    for (const { search, statement } of pages) {
      const plan = await explain(statement)
      if (!nodes(plan).some((n) => n['Node Type'] === 'Index Only Scan' && n['Relation Name'] === 'vehicles'))
        notIndexOnly.push(search)
    }
    expect(notIndexOnly).toEqual([])
  })

  it('would see one: without the covering index the facet counts read the whole table', async () => {
    const facets = statements.find((s) => s.search === JSON.stringify(SEARCHES[0]) && isFacets(s.statement))!
    const { pool } = await adapter()
    const client = await pool.connect()
    try {
      await client.query('BEGIN')
      await client.query('DROP INDEX vehicles_shop_facets_idx')
      expect(seqScans(await explain(facets.statement, client))).toContain('vehicles')
    } finally {
      await client.query('ROLLBACK')
      client.release()
    }
  })
})
