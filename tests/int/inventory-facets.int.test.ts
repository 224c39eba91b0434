import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from '@payloadcms/db-postgres'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { testPayload } from '../support/payload'
import { generateVehicle } from '@/seed/data/vehicles'
import { bulkInsertVehicles } from '@/seed/vehicles-bulk'
import { loadInventoryResults, loadInventoryVocabulary, type Audience, type Facets } from '@/data/vehicles'
import { keywordToTsQuery } from '@/data/inventory/where'
import { facetsFromRows, featureCodes, MILEAGE_STEPS, PRICE_STEPS, YEAR_STEPS } from '@/data/inventory/facets'
import { resolveSearch } from '@/data/inventory/where'
import { runPage } from '@/data/inventory/search'
import { loadInventorySnapshot } from '@/data/inventory/snapshot-store'
import { snapshotPageIds } from '@/data/inventory/snapshot'
import { snapshotFacetRows } from '@/data/inventory/snapshot-facets'
import { MONTHLY_PAYMENT_STEPS, SORT_OPTIONS, slugify, type SearchFilters } from '@/domain/inventory'
import { estimateMonthlyPayment, estimateStateFor, SAMPLE_FINANCE_SETTINGS } from '@/domain/financing'
import { dollarsToCents, roundHalfAwayFromZero } from '@/domain/money'

const FIRST = 600_000
const EXTRA = 400

type Vehicle = {
  id: number
  status: string
  private: boolean | null
  condition: string
  bodystyle: string | null
  make: string
  model: string
  price: number | null
  mileage: number | null
  year: number
  price_drop: number | null
  premium_upgrade: boolean | null
  store: string | null
  state: string | null
  color: string | null
  features: string[]
  keyword: boolean
}

/**
 * The facet counts of one statement (decision 0230) against a plain reading of their rule (issue 3,
 * "counts per value that update with the other filters"): a vehicle counts for a facet value when it
 * is visible and passes every filter except the facet's own (for make, the model too). The reference
 * reads every vehicle and counts in TypeScript, so a wrong bit, a missed filter or a feature counted
 * twice shows as a different number.
 */
async function reference(
  filters: SearchFilters,
  audience: Audience,
): Promise<{ total: number; facets: Record<string, Record<string, number>> }> {
  const db = ((await testPayload()).db as unknown as PostgresAdapter).drizzle
  const tsquery = keywordToTsQuery(filters.q)
  const { rows } =
    await db.execute(sql`SELECT v.id, v.status::text AS status, v.private, v.condition::text AS condition, v.bodystyle::text AS bodystyle,
    v.make, v.model, v.price::float8 AS price, v.mileage::float8 AS mileage, v.year::int AS year, v.price_drop::float8 AS price_drop, v.premium_upgrade,
    l.store_id AS store, l.state::text AS state, v.color::text AS color,
    ARRAY(SELECT t.text FROM vehicles_texts t WHERE t.parent_id = v.id AND t.path IN ('standardFeatures', 'optionalFeatures') AND t.text IS NOT NULL) AS features,
    ${tsquery ? sql`to_tsvector('simple', coalesce(v.search_text, '')) @@ to_tsquery('simple', ${tsquery})` : sql`TRUE`} AS keyword
    FROM vehicles v LEFT JOIN locations l ON l.id = v.store_id`)
  const visible = (rows as Vehicle[]).filter(
    (v) =>
      v.status === 'available' &&
      (audience.privateUnlocked || !v.private) &&
      v.condition === (filters.condition ?? 'used') &&
      v.keyword,
  )
  const inRange = (n: number | null, r?: { min?: number; max?: number }) =>
    !r || (n !== null && (r.min === undefined || n >= r.min) && (r.max === undefined || n <= r.max))
  // The card's estimate for the vehicle's store state, in whole dollars as the card shows it (decision 0323).
  const shownPayment = (v: Vehicle) => {
    if (v.price === null || v.price <= 0) return null
    const e = estimateMonthlyPayment(dollarsToCents(v.price), SAMPLE_FINANCE_SETTINGS, {
      stateCode: estimateStateFor(v.state, SAMPLE_FINANCE_SETTINGS),
    })
    return e.ok ? roundHalfAwayFromZero(e.breakdown.monthlyPayment / 100) : null
  }
  const checks: Record<string, (v: Vehicle) => boolean> = {
    bodystyle: (v) => !filters.bodystyle || v.bodystyle === filters.bodystyle,
    make: (v) => !filters.make || slugify(v.make) === filters.make,
    model: (v) => !filters.make || !filters.model || slugify(v.model) === filters.model,
    features: (v) => (filters.features ?? []).every((f) => v.features.some((name) => slugify(name) === f)),
    price: (v) => inRange(v.price, filters.price),
    mileage: (v) => inRange(v.mileage, filters.mileage),
    year: (v) => inRange(v.year, filters.year),
    store: (v) => !filters.store || (v.store !== null && slugify(v.store) === filters.store),
    greatDeals: (v) =>
      !filters.greatDeals ||
      (filters.greatDeals === 'price-drop' ? (v.price_drop ?? 0) > 0 : v.premium_upgrade === true),
    color: (v) => !filters.color || v.color === filters.color,
    payment: (v) => {
      if (filters.payment === undefined) return true
      const shown = shownPayment(v)
      return shown !== null && shown <= filters.payment
    },
  }
  const passes = (v: Vehicle, ...left: string[]) =>
    Object.entries(checks).every(([k, check]) => left.includes(k) || check(v))
  const tally = (list: Vehicle[], values: (v: Vehicle) => Array<string | null>) => {
    const out: Record<string, number> = {}
    for (const v of list) for (const value of new Set(values(v))) if (value) out[value] = (out[value] ?? 0) + 1
    return out
  }
  const steps = (left: string, steps: readonly number[], test: (v: Vehicle, s: number) => boolean) =>
    Object.fromEntries(steps.map((s) => [String(s), visible.filter((v) => passes(v, left) && test(v, s)).length]))
  return {
    total: visible.filter((v) => passes(v)).length,
    facets: {
      bodystyle: tally(
        visible.filter((v) => passes(v, 'bodystyle')),
        (v) => [v.bodystyle],
      ),
      make: tally(
        visible.filter((v) => passes(v, 'make', 'model')),
        (v) => [slugify(v.make)],
      ),
      model: filters.make
        ? tally(
            visible.filter((v) => passes(v, 'model')),
            (v) => [slugify(v.model)],
          )
        : {},
      features: tally(
        visible.filter((v) => passes(v, 'features')),
        (v) => v.features.map(slugify),
      ),
      store: tally(
        visible.filter((v) => passes(v, 'store')),
        (v) => [v.store === null ? null : slugify(v.store)],
      ),
      color: tally(
        visible.filter((v) => passes(v, 'color')),
        (v) => [v.color],
      ),
      greatDeals: {
        'price-drop': visible.filter((v) => passes(v, 'greatDeals') && (v.price_drop ?? 0) > 0).length,
        'premium-upgrades': visible.filter((v) => passes(v, 'greatDeals') && v.premium_upgrade === true).length,
      },
      price: steps('price', PRICE_STEPS, (v, s) => v.price !== null && v.price <= s),
      mileage: steps('mileage', MILEAGE_STEPS, (v, s) => v.mileage !== null && v.mileage <= s),
      year: steps('year', YEAR_STEPS, (v, s) => v.year >= s),
      // Each "Monthly payment up to" step counts the vehicles whose card estimate shows at most it.
      payment: steps('payment', MONTHLY_PAYMENT_STEPS, (v, s) => {
        const shown = shownPayment(v)
        return shown !== null && shown <= s
      }),
    },
  }
}

const asCounts = (facets: Facets) =>
  Object.fromEntries(
    Object.entries(facets).map(([k, values]) => [
      k,
      Object.fromEntries(
        (values as Array<{ value: string; count: number }>).filter((v) => v.count > 0).map((v) => [v.value, v.count]),
      ),
    ]),
  )
const nonZero = (facets: Record<string, Record<string, number>>) =>
  Object.fromEntries(
    Object.entries(facets).map(([k, values]) => [
      k,
      Object.fromEntries(Object.entries(values).filter(([, n]) => n > 0)),
    ]),
  )

describe('facet counts in one statement (issue 18, decision 0230)', () => {
  beforeAll(async () => {
    const payload = await testPayload()
    const stores = (await payload.find({ collection: 'locations', limit: 10, depth: 0 })).docs.map((d) => d.id)
    const vehicles = Array.from({ length: EXTRA }, (_, i) => {
      const v = generateVehicle(FIRST + i, stores, () => ['/api/media/file/x.webp'])
      // Awkward rows the counts must get right: a feature listed as both standard and optional (it
      // counts once), no store, no body style, no price, a price of 0, no color.
      if (i % 7 === 0 && v.standardFeatures.length) v.optionalFeatures = [...v.optionalFeatures, v.standardFeatures[0]]
      if (i % 11 === 0) (v as { store: number | undefined }).store = undefined
      if (i % 13 === 0) (v as { bodystyle: string | null }).bodystyle = null
      if (i % 17 === 0) (v as { price: number | null }).price = null
      if (i % 19 === 0) (v as { price: number | null }).price = 0 // call for pricing: no estimate
      if (i % 23 === 0) (v as { exteriorColor: string | null }).exteriorColor = null
      return v
    })
    await bulkInsertVehicles(payload, vehicles, () => undefined)
  })

  afterAll(async () => {
    const db = ((await testPayload()).db as unknown as PostgresAdapter).drizzle
    await db.execute(
      sql`DELETE FROM vehicles WHERE stock_number >= ${`M${FIRST + 1}`} AND stock_number <= ${`M${FIRST + EXTRA}`}`,
    )
  })

  it('agrees with a plain count for every filter mix, a facet leaving out only its own filter', async () => {
    const vocab = await loadInventoryVocabulary(['used'])
    const db = ((await testPayload()).db as unknown as PostgresAdapter).drizzle
    const { rows } =
      await db.execute(sql`SELECT v.make, v.model, v.bodystyle::text AS bodystyle, l.store_id AS store FROM vehicles v
      JOIN locations l ON l.id = v.store_id WHERE v.status = 'available' AND v.bodystyle IS NOT NULL ORDER BY v.id LIMIT 1`)
    const some = rows[0] as { make: string; model: string; bodystyle: string; store: string }
    const [f1, f2] = vocab.vocabulary.features
    const mixes: Array<{ filters: SearchFilters; audience?: Audience }> = [
      { filters: {} },
      { filters: {}, audience: { privateUnlocked: true } },
      { filters: { condition: 'used', bodystyle: some.bodystyle as never } },
      { filters: { make: slugify(some.make), model: slugify(some.model) } },
      { filters: { make: slugify(some.make), bodystyle: some.bodystyle as never, price: { max: 25_000 } } },
      { filters: { features: [f1] } },
      { filters: { features: [f1, f2], price: { max: 30_000 }, mileage: { max: 85_000 } } },
      { filters: { store: slugify(some.store), year: { min: 2018 } } },
      { filters: { greatDeals: 'price-drop', mileage: { max: 100_000 } } },
      {
        filters: {
          greatDeals: 'premium-upgrades',
          year: { min: 2016, max: 2022 },
          price: { min: 10_000, max: 30_000 },
        },
      },
      { filters: { q: some.make.toLowerCase(), features: [f2] } },
      { filters: { make: 'no-such-make' } },
      // Issue 38: the color, and the monthly payment against the card's estimate of each vehicle.
      { filters: { color: 'red', bodystyle: some.bodystyle as never } },
      { filters: { payment: 300 } },
      { filters: { payment: 250, color: 'white', mileage: { max: 85_000 } } },
      { filters: { payment: 400, store: slugify(some.store), make: slugify(some.make) } },
      { filters: { store: 'nowhere', features: ['no-such-feature'] } },
    ]
    const snapshot = await loadInventorySnapshot()
    expect(snapshot, 'every vehicle has feature bits, so the snapshot holds the inventory').not.toBeNull()
    if (!snapshot) return
    const codes = featureCodes(vocab.featureBits)
    for (const { filters, audience = { privateUnlocked: false } } of mixes) {
      const label = JSON.stringify(filters)
      const expected = await reference(filters, audience)
      const { result, facets } = await loadInventoryResults(
        { filters, sort: 'newest', page: 1 },
        19,
        vocab,
        audience,
        SAMPLE_FINANCE_SETTINGS,
      )
      expect(result.total, label).toBe(expected.total)
      expect(asCounts(facets), label).toEqual(nonZero(expected.facets))

      // The inventory snapshot (decision 0286) gives the statement's rows, so the same facets, zeros and order included.
      const search = resolveSearch(filters, vocab, audience, SAMPLE_FINANCE_SETTINGS)
      if (search.tsquery) continue // a keyword is always Postgres's
      const rows = snapshotFacetRows(snapshot, search, codes)
      expect(rows.find((row) => row.facet === 'total')?.n, label).toBe(expected.total)
      expect(facetsFromRows(rows, vocab.labels.stores), label).toEqual(facets)
      // And the same page of results in every sort, a later page too.
      for (const { value: sort } of SORT_OPTIONS)
        for (const page of [1, 3]) {
          const fromStatement = (await runPage({ search, sort, page, pageSize: 7 })).map((v) => v.id)
          expect(snapshotPageIds(snapshot, search, sort, page, 7), `${label} ${sort} page ${page}`).toEqual(
            fromStatement,
          )
        }
    }
  })
})
