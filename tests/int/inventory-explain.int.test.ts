import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { sql } from '@payloadcms/db-postgres'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import { testPayload } from '../support/payload'
import { generateVehicle } from '@/seed/data/vehicles'
import { bulkInsertVehicles } from '@/seed/vehicles-bulk'
import { loadInventoryResults, loadInventoryVocabulary, type InventoryVocabulary } from '@/data/vehicles'
import type { SearchFilters, SortOption } from '@/domain/inventory'
import { SAMPLE_FINANCE_SETTINGS } from '@/domain/financing'

const EXTRA = 10_000
const FIRST = 400_000
/** The tables a search reads; a sequential scan of either reads every vehicle ever stocked, sold ones included. */
const SEARCH_TABLES = ['vehicles', 'vehicles_texts']

type Plan = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: Plan[] }
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

type Client = { query: (text: string, params?: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }> }

async function explain(statement: Statement, client?: Client): Promise<Plan> {
  const { pool } = await adapter()
  const { rows } = await (client ?? pool).query(`EXPLAIN (FORMAT JSON) ${statement.sql}`, statement.params)
  return (rows[0]['QUERY PLAN'] as Array<{ Plan: Plan }>)[0].Plan
}

/**
 * The facet statement reads every listed vehicle either way: from its covering index alone or
 * from the table. At 10,000 vehicles the two cost nearly the same, and the planner's pick follows
 * the sampled statistics: it chose the table in 3 of 8 clean-clone runs, the index in the others,
 * after a fresh VACUUM (ANALYZE) too. What the check keeps is that the covering index serves the
 * statement on its own: with sequential scans priced out (`enable_seqscan = off`), the plan is an
 * index-only scan of it; without the index it reads the table, as the last test shows.
 */
const COVERING_INDEX = 'vehicles_shop_facets_idx'
const readsCoveringIndexOnly = (plan: Plan) =>
  nodes(plan).some((n) => n['Node Type'] === 'Index Only Scan' && n['Index Name'] === COVERING_INDEX)
const readsVehiclesTable = (plan: Plan) =>
  !nodes(plan).some((n) => n['Node Type'] === 'Index Only Scan' && n['Relation Name'] === 'vehicles')

async function explainWhereAnIndexCan(statement: Statement, client?: Client): Promise<Plan> {
  const { pool } = await adapter()
  const own = client ?? ((await pool.connect()) as unknown as Client & { release: () => void })
  try {
    await own.query('BEGIN')
    await own.query('SET LOCAL enable_seqscan = off')
    return await explain(statement, own)
  } finally {
    await own.query('ROLLBACK')
    if (!client) (own as unknown as { release: () => void }).release()
  }
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

  it('plans no sequential scan of vehicles or vehicles_texts for any of them (the facet counts from their covering index alone)', async () => {
    const found: string[] = []
    for (const { search, statement } of statements) {
      const facets = isFacets(statement)
      const plan = await (facets ? explainWhereAnIndexCan(statement) : explain(statement))
      // A keyword starts from the full-text index instead (as the index-only test below allows).
      const keyword = facets && (JSON.parse(search) as { filters: SearchFilters }).filters.q !== undefined
      if (facets && !keyword && !readsCoveringIndexOnly(plan))
        found.push(`${search}: the facet counts do not read ${COVERING_INDEX} alone`)
      const scans = seqScans(plan)
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

  it('would see one: without the covering index the facet counts read the table', async () => {
    const facets = statements.find((s) => s.search === JSON.stringify(SEARCHES[0]) && isFacets(s.statement))!
    const { pool } = await adapter()
    const client = await pool.connect()
    try {
      await client.query('BEGIN')
      await client.query('DROP INDEX vehicles_shop_facets_idx')
      // Priced out as in the check above: no index serves it alone, so it reads the table.
      await client.query('SET LOCAL enable_seqscan = off')
      const plan = await explain(facets.statement, client)
      expect(readsCoveringIndexOnly(plan)).toBe(false)
      expect(readsVehiclesTable(plan)).toBe(true)
    } finally {
      await client.query('ROLLBACK')
      client.release()
    }
  })
})
