import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import { BODY_STYLES, GREAT_DEALS, slugify } from '@/domain/inventory'
import { queryRows } from './db'
import {
  FACET_OMITS,
  FEATURE_PATHS,
  filterConditions,
  searchWhere,
  visibleWhere,
  type FacetKey,
  type ResolvedSearch,
} from './where'
import { formatCount } from '@/domain/money/format-count'

/** Price and mileage steps of the filter panel; 20000 and 85000 are the spec's (site.md section 9). */
export const PRICE_STEPS = [10_000, 15_000, 20_000, 25_000, 30_000, 40_000] as const
export const MILEAGE_STEPS = [30_000, 60_000, 85_000, 100_000] as const
export const YEAR_STEPS = [2024, 2022, 2020, 2018, 2015] as const

export type FacetValue = { value: string; label: string; count: number }
export type Facets = {
  bodystyle: FacetValue[]
  make: FacetValue[]
  model: FacetValue[]
  features: FacetValue[]
  store: FacetValue[]
  greatDeals: FacetValue[]
  /** value = the maximum ("under") */
  price: FacetValue[]
  mileage: FacetValue[]
  /** value = the minimum year ("and newer") */
  year: FacetValue[]
}

const usd = (n: number) => `$${n.toLocaleString('en-US')}`

/** One bit per filter in `miss`, the set of filters a vehicle fails. */
const BIT: Record<FacetKey, number> = {
  bodystyle: 1,
  make: 2,
  model: 4,
  features: 8,
  price: 16,
  mileage: 32,
  year: 64,
  store: 128,
  greatDeals: 256,
}

/**
 * A vehicle counts in a facet when every filter it fails is one that facet leaves out; `TRUE` when
 * no filter outside those is set, so the common one-filter search skips the test.
 */
function counts(facet: FacetKey, active: number): SQL {
  const others = active & ~FACET_OMITS[facet].reduce((m, k) => m | BIT[k], 0)
  return others ? sql.raw(`(f.miss & ${others}) = 0`) : sql.raw('TRUE')
}

/** The steps of the price, mileage and year facets and the two great deals, as (facet, value, condition). */
const STEPS: Array<[FacetKey, string, SQL]> = [
  ['greatDeals', 'price-drop', sql`f.price_drop > 0`],
  ['greatDeals', 'premium-upgrades', sql`f.premium_upgrade`],
  ...PRICE_STEPS.map((p): [FacetKey, string, SQL] => ['price', String(p), sql.raw(`f.price <= ${p}`)]),
  ...MILEAGE_STEPS.map((m): [FacetKey, string, SQL] => ['mileage', String(m), sql.raw(`f.mileage <= ${m}`)]),
  ...YEAR_STEPS.map((y): [FacetKey, string, SQL] => ['year', String(y), sql.raw(`f.year >= ${y}`)]),
]

/**
 * The facet counts of a search in one statement (issue 18, decision 0230). Each facet's counts
 * respect every other filter (issue 3, "counts per value that update with the other filters").
 * Instead of one query per facet, each visible vehicle is read once with `miss`, the bits of the
 * filters it fails, and counted in every facet whose left-out filters cover those bits:
 * - one pass groups body style, make, model (with a make) and store together (GROUPING SETS);
 * - one pass counts the price, mileage and year steps and the great deals (FILTER aggregates);
 * - the features facet walks the features of the vehicles that pass every other filter, each
 *   feature once per vehicle (listed as both standard and optional, it counts once).
 * All three read the covering index of available vehicles (migration 20261124_165559_cold_path_indexes),
 * never the table.
 */
export function facetsQuery(r: ResolvedSearch): SQL {
  const filters = Object.entries(filterConditions(r, 'expression')) as Array<[FacetKey, SQL]>
  const miss = filters.length
    ? sql.join(
        filters.map(([k, c]) => sql`(CASE WHEN ${c} THEN 0 ELSE ${sql.raw(String(BIT[k]))} END)`),
        sql` + `,
      )
    : sql`0`
  const active = filters.reduce((m, [k]) => m | BIT[k], 0)
  const withModel = r.makeNames !== undefined
  // Vehicles failing two filters or more count in no facet (a make and its model fail as one).
  const counted = sql.raw(`((f.miss & (f.miss - 1)) = 0 OR (f.miss & ${~(BIT.make | BIT.model)}) = 0)`)
  // OFFSET 0 keeps the subquery whole, so `miss` is worked out once per vehicle; flattened into the
  // outer query, it was worked out again in every count that reads it (17 times in the steps pass).
  const visible = sql`(SELECT v.id, v.bodystyle, v.make, v.model, v.store_id, v.price, v.mileage, v.year, v.price_drop, v.premium_upgrade,
    ${miss} AS miss FROM vehicles v WHERE ${visibleWhere(r)} OFFSET 0) f`
  // GROUPING(x) = 0 on the rows of the set grouped by x; the model set exists only with a make filter.
  const sets: Array<[FacetKey, SQL, SQL]> = [
    ['bodystyle', sql`f.bodystyle`, sql`f.bodystyle::text`],
    ['make', sql`f.make`, sql`f.make`],
    ...(withModel ? [['model', sql`f.model`, sql`f.model`] as [FacetKey, SQL, SQL]] : []),
    ['store', sql`f.store_id`, sql`(SELECT l.store_id FROM locations l WHERE l.id = f.store_id)`],
  ]
  const pick = (value: (set: [FacetKey, SQL, SQL]) => SQL) =>
    sql`CASE ${sql.join(
      sets.map((set) => sql`WHEN GROUPING(${set[1]}) = 0 THEN ${value(set)}`),
      sql` `,
    )} END`
  const grouped = sql`SELECT ${pick(([facet]) => sql.raw(`'${facet}'`))} AS facet, ${pick(([, , k]) => k)} AS k,
    (${pick(([facet]) => sql`count(*) FILTER (WHERE ${counts(facet, active)})`)})::int AS n
    FROM ${visible} WHERE ${counted}
    GROUP BY GROUPING SETS (${sql.join(
      sets.map(([, column]) => sql`(${column})`),
      sql`, `,
    )})`
  const steps = sql`SELECT x.facet, x.k, x.n::int FROM (SELECT ${sql.join(
    STEPS.map(
      ([facet, , c], i) => sql`count(*) FILTER (WHERE ${counts(facet, active)} AND ${c}) AS ${sql.identifier(`c${i}`)}`,
    ),
    sql`, `,
  )}
      FROM ${visible} WHERE ${counted}) s
    CROSS JOIN LATERAL (VALUES ${sql.join(
      STEPS.map(([facet, k], i) => sql`(${sql.raw(`'${facet}'`)}, ${sql.raw(`'${k}'`)}, s.${sql.identifier(`c${i}`)})`),
      sql`, `,
    )}) AS x(facet, k, n)`
  const features = sql`SELECT 'features', t.text, count(*)::int FROM vehicles v
    CROSS JOIN LATERAL (SELECT DISTINCT ft.text FROM vehicles_texts ft WHERE ft.parent_id = v.id AND ft.path IN ${FEATURE_PATHS}) t
    WHERE ${searchWhere(r, 'features')} GROUP BY t.text`
  return sql`SELECT facet, k, n FROM (${grouped}) g WHERE k IS NOT NULL
    UNION ALL ${steps}
    UNION ALL SELECT * FROM (${features}) ft WHERE ft.text IS NOT NULL`
}

type FacetRow = { facet: FacetKey; k: string; n: number }

/** Counts per filter value, each respecting every other filter (issue 3); store labels from the vocabulary. */
export async function runFacets(r: ResolvedSearch, storeLabels: Record<string, string>): Promise<Facets> {
  const rows = await queryRows<FacetRow>(facetsQuery(r))
  const of = (facet: FacetKey) => rows.filter((row) => row.facet === facet)
  const step = (facet: FacetKey, k: string) => rows.find((row) => row.facet === facet && row.k === k)?.n ?? 0
  const merged = (list: FacetRow[], label: (slug: string, k: string) => string) => {
    const out = new Map<string, FacetValue>()
    for (const r of list) {
      const slug = slugify(r.k)
      if (!slug) continue
      const prev = out.get(slug)
      out.set(slug, { value: slug, label: prev?.label ?? label(slug, r.k), count: (prev?.count ?? 0) + r.n })
    }
    return [...out.values()].sort((a, b) => a.label.localeCompare(b.label))
  }
  const bodyCounts = new Map(of('bodystyle').map((row) => [row.k, row.n]))
  return {
    bodystyle: BODY_STYLES.filter((b) => bodyCounts.has(b)).map((b) => ({
      value: b,
      label: b === 'suvs' ? 'SUVs' : b[0].toUpperCase() + b.slice(1),
      count: bodyCounts.get(b) ?? 0,
    })),
    make: merged(of('make'), (_, k) => k),
    model: merged(of('model'), (_, k) => k),
    features: merged(of('features'), (_, k) => k),
    store: merged(of('store'), (slug, k) => storeLabels[slug] ?? k),
    greatDeals: GREAT_DEALS.map((g) => ({
      value: g,
      label: g === 'price-drop' ? 'Price drops' : 'Premium upgrades',
      count: step('greatDeals', g),
    })),
    price: PRICE_STEPS.map((p) => ({ value: String(p), label: `Under ${usd(p)}`, count: step('price', String(p)) })),
    mileage: MILEAGE_STEPS.map((m) => ({
      value: String(m),
      label: `Under ${formatCount(m)} miles`,
      count: step('mileage', String(m)),
    })),
    year: YEAR_STEPS.map((y) => ({ value: String(y), label: `${y} and newer`, count: step('year', String(y)) })),
  }
}
