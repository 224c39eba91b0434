import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import { BODY_STYLES, COLOR_LABELS, COLORS, GREAT_DEALS, slugify } from '@/domain/inventory'
import { queryRows } from './db'
import {
  FACET_OMITS,
  FEATURE_PATHS,
  filterConditions,
  paymentCondition,
  searchWhere,
  visibleWhere,
  type FacetKey,
  type ResolvedSearch,
} from './where'
import { formatCount, formatDollars } from '@/domain/money'
import { MONTHLY_PAYMENT_STEPS } from '@/domain/inventory/filters'
import { MAX_FEATURE_BIT } from '@/server/db/feature-bits-schema'

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
  /** Exterior colors some counted vehicle has (decision 0322), in the list's order. */
  color: FacetValue[]
  greatDeals: FacetValue[]
  /** value = the maximum ("under") */
  price: FacetValue[]
  mileage: FacetValue[]
  /** value = the minimum year ("and newer") */
  year: FacetValue[]
  /** value = the monthly payment ("up to"), from the cards' estimate settings (decision 0323) */
  payment: FacetValue[]
}

/** One bit per filter in `miss`, the set of filters a vehicle fails (the snapshot uses the same, snapshot.ts). */
export const FACET_BITS: Record<FacetKey, number> = {
  bodystyle: 1,
  make: 2,
  model: 4,
  features: 8,
  price: 16,
  mileage: 32,
  year: 64,
  store: 128,
  greatDeals: 256,
  color: 512,
  payment: 1024,
}

/**
 * A vehicle counts in a facet when every filter it fails is one that facet leaves out; `TRUE` when
 * no filter outside those is set, so the common one-filter search skips the test. `of` names the
 * relation whose `miss` is tested.
 */
function counts(facet: FacetKey, active: number, of = 'g'): SQL {
  const others = active & ~FACET_OMITS[facet].reduce((m, k) => m | FACET_BITS[k], 0)
  return others ? sql.raw(`(${of}.miss & ${others}) = 0`) : sql.raw('TRUE')
}

/** The steps of the price, mileage and year facets and the two great deals, as (facet, value, condition). */
const STATIC_STEPS: Array<[FacetKey, string, SQL]> = [
  ['greatDeals', 'price-drop', sql`f.price_drop > 0`],
  ['greatDeals', 'premium-upgrades', sql`f.premium_upgrade`],
  ...PRICE_STEPS.map((p): [FacetKey, string, SQL] => ['price', String(p), sql.raw(`f.price <= ${p}`)]),
  ...MILEAGE_STEPS.map((m): [FacetKey, string, SQL] => ['mileage', String(m), sql.raw(`f.mileage <= ${m}`)]),
  ...YEAR_STEPS.map((y): [FacetKey, string, SQL] => ['year', String(y), sql.raw(`f.year >= ${y}`)]),
]

/** The "Monthly payment up to" steps: a price at most the cap of the vehicle's store (decision 0323). */
function paymentSteps(r: ResolvedSearch): Array<[FacetKey, string, SQL]> {
  return (r.paymentSteps ?? []).map(([step, caps]) => ['payment', String(step), paymentCondition(caps, 'f')])
}

/** A feature name and its code (decision 0275), from the vocabulary. */
export type FeatureCode = readonly [name: string, bit: number]

/** The codes of the vocabulary's feature names (the names of available vehicles that have one). */
export function featureCodes(bits: Readonly<Record<string, number>>): FeatureCode[] {
  return Object.entries(bits)
    .filter(([, bit]) => Number.isInteger(bit) && bit >= 0 && bit <= MAX_FEATURE_BIT)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
}

/**
 * The facet counts of a search in one statement (issue 18, decisions 0230 and 0275). Each facet's
 * counts respect every other filter (issue 3, "counts per value that update with the other
 * filters"). Each visible vehicle is read once, from the covering index of available vehicles, with
 * `miss`, the bits of the filters it fails; the vehicles that can count anywhere (failing one filter
 * at most, a make and its model as one) are grouped by body style, make, model (with a make filter),
 * store, color and `miss`, and each group carries its count, the count in every price, mileage and year
 * step and great deal, and the count of every coded feature (from the vehicles' feature bits).
 * Every facet then adds up the groups whose `miss` it may count: a few hundred rows instead of a
 * pass over the vehicles per facet. Vehicles without bits (a feature name without a code) are
 * counted in the features facet from their feature rows, as before; normally there are none.
 * The values a facet lists are exactly the earlier ones: a body style, make, model or store of any
 * vehicle that can count somewhere (with 0 when it counts nowhere), every step, and the features
 * some vehicle passing the other filters has.
 */
export function facetsQuery(r: ResolvedSearch, codes: readonly FeatureCode[]): SQL {
  // The static steps, then the payment steps of these finance settings (their caps are parameters).
  const steps = [...STATIC_STEPS, ...paymentSteps(r)]
  const filters = Object.entries(filterConditions(r)) as Array<[FacetKey, SQL]>
  const miss = filters.length
    ? sql.join(
        filters.map(([k, c]) => sql`(CASE WHEN ${c} THEN 0 ELSE ${sql.raw(String(FACET_BITS[k]))} END)`),
        sql` + `,
      )
    : sql`0`
  const active = filters.reduce((m, [k]) => m | FACET_BITS[k], 0)
  const withModel = r.makeNames !== undefined
  const keys = sql.raw(`f.bodystyle, f.make, ${withModel ? 'f.model, ' : ''}f.store_id, f.color, f.miss`)
  // OFFSET 0 keeps the subquery whole, so `miss` is worked out once per vehicle.
  const read = sql`SELECT v.bodystyle, v.make, ${withModel ? sql`v.model, ` : sql``}v.store_id, v.color, v.price, v.mileage, v.year,
    v.price_drop, v.premium_upgrade, v.feature_bits, ${miss} AS miss FROM vehicles v WHERE ${visibleWhere(r)} OFFSET 0`
  // Vehicles failing two filters or more count in no facet (a make and its model fail as one). The
  // test is a column of its own: written as a condition on `miss`, Postgres guessed that 1 % of
  // the vehicles pass and grouped them by sorting, which spilled to disk (decision 0275).
  const visible = active
    ? sql`(SELECT m.*, ((m.miss & (m.miss - 1)) = 0 OR (m.miss & ${sql.raw(String(~(FACET_BITS.make | FACET_BITS.model)))}) = 0) AS counted
        FROM (${read}) m OFFSET 0) f WHERE f.counted`
    : sql`(${read}) f`
  const bit = (code: number) => sql.raw(`${1n << BigInt(code)}`)
  const groups = sql`SELECT ${keys}, count(*) AS n,
    ${sql.join(
      steps.map(([, , c], i) => sql`count(*) FILTER (WHERE ${c}) AS ${sql.identifier(`s${i}`)}`),
      sql`, `,
    )}${sql.join(
      codes.map(
        ([, code], i) =>
          sql`, count(*) FILTER (WHERE (f.feature_bits & ${bit(code)}) <> 0) AS ${sql.identifier(`b${i}`)}`,
      ),
      sql``,
    )}
    FROM ${visible} GROUP BY ${keys}`
  const listed = (facet: FacetKey, key: SQL, column: string) =>
    sql`SELECT ${sql.raw(`'${facet}'`)} AS facet, ${key} AS k, coalesce(sum(g.n) FILTER (WHERE ${counts(facet, active)}), 0)::int AS n
    FROM g GROUP BY ${sql.raw(`g.${column}`)}`
  const sums = [
    // The search's total: the vehicles that fail no filter (the count statement it replaces read them again).
    ['total', 'n'] as const,
    ...steps.map(([facet], i) => [facet, `s${i}`] as const),
    ...codes.map((_, i) => ['features', `b${i}`] as const),
  ]
  const stepped = sql`SELECT x.facet, x.k, x.n FROM (SELECT ${sql.join(
    sums.map(([facet, column]) => {
      const sum = sql.identifier(column)
      const filter = facet === 'total' ? sql.raw('miss = 0') : counts(facet, active)
      return sql`coalesce(sum(${sum}) FILTER (WHERE ${filter}), 0)::int AS ${sum}`
    }),
    sql`, `,
  )} FROM g) s
    CROSS JOIN LATERAL (VALUES ${sql.join(
      [
        sql`('total', 'all', s.n)`,
        ...steps.map(
          ([facet, k], i) => sql`(${sql.raw(`'${facet}'`)}, ${sql.raw(`'${k}'`)}, s.${sql.identifier(`s${i}`)})`,
        ),
        ...codes.map(([name], i) => sql`('features', ${name}::varchar, s.${sql.identifier(`b${i}`)})`),
      ],
      sql`, `,
    )}) AS x(facet, k, n)
    WHERE x.facet <> 'features' OR x.n > 0`
  const unbitted = sql`SELECT 'features', t.text, count(*)::int FROM vehicles v
    CROSS JOIN LATERAL (SELECT DISTINCT ft.text FROM vehicles_texts ft WHERE ft.parent_id = v.id AND ft.path IN ${FEATURE_PATHS}) t
    WHERE ${searchWhere(r, 'features')} AND v.feature_bits IS NULL GROUP BY t.text`
  return sql`WITH g AS (${groups})
    SELECT facet, k, n FROM (
      ${listed('bodystyle', sql`g.bodystyle::text`, 'bodystyle')}
      UNION ALL ${listed('make', sql`g.make`, 'make')}
      ${withModel ? sql`UNION ALL ${listed('model', sql`g.model`, 'model')}` : sql``}
      UNION ALL ${listed('store', sql`(SELECT l.store_id FROM locations l WHERE l.id = g.store_id)`, 'store_id')}
      UNION ALL ${listed('color', sql`g.color::text`, 'color')}
    ) c WHERE k IS NOT NULL
    UNION ALL ${stepped}
    UNION ALL SELECT * FROM (${unbitted}) ft WHERE ft.text IS NOT NULL`
}

/**
 * The vehicles passing every filter of a search, per stored make and model (issue 38, suggestions
 * as you type; decision 0333): the filter panel counts models of one make at a time, the header
 * search suggests models of every make. The snapshot's twin is snapshotModelCounts (snapshot.ts).
 */
export function modelCountsQuery(r: ResolvedSearch): SQL {
  return sql`SELECT v.make, v.model, count(*)::int AS n FROM vehicles v WHERE ${searchWhere(r)} GROUP BY v.make, v.model`
}

export type FacetRow = { facet: FacetKey | 'total'; k: string; n: number }

/** The facet counts of a search and its total: the vehicles passing every filter. */
export type FacetCounts = { facets: Facets; total: number }

/** Counts per filter value, each respecting every other filter (issue 3); store labels from the vocabulary. */
export async function runFacets(
  r: ResolvedSearch,
  storeLabels: Record<string, string>,
  codes: readonly FeatureCode[],
): Promise<FacetCounts> {
  return facetCounts(await queryRows<FacetRow>(facetsQuery(r, codes)), storeLabels)
}

/** The facets and the total of facet rows, from the statement or the inventory snapshot (decision 0286). */
export function facetCounts(rows: FacetRow[], storeLabels: Record<string, string>): FacetCounts {
  return { facets: facetsFromRows(rows, storeLabels), total: rows.find((row) => row.facet === 'total')?.n ?? 0 }
}

export function facetsFromRows(rows: FacetRow[], storeLabels: Record<string, string>): Facets {
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
  const colorCounts = new Map(of('color').map((row) => [row.k, row.n]))
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
    color: COLORS.filter((c) => colorCounts.has(c)).map((c) => ({
      value: c,
      label: COLOR_LABELS[c],
      count: colorCounts.get(c) ?? 0,
    })),
    greatDeals: GREAT_DEALS.map((g) => ({
      value: g,
      label: g === 'price-drop' ? 'Price drops' : 'Premium upgrades',
      count: step('greatDeals', g),
    })),
    price: PRICE_STEPS.map((p) => ({
      value: String(p),
      label: `Under ${formatDollars(p, { whole: true })}`,
      count: step('price', String(p)),
    })),
    mileage: MILEAGE_STEPS.map((m) => ({
      value: String(m),
      label: `Under ${formatCount(m)} miles`,
      count: step('mileage', String(m)),
    })),
    year: YEAR_STEPS.map((y) => ({ value: String(y), label: `${y} and newer`, count: step('year', String(y)) })),
    payment: MONTHLY_PAYMENT_STEPS.map((p) => ({
      value: String(p),
      label: `${formatDollars(p, { whole: true })}/mo`,
      count: step('payment', String(p)),
    })),
  }
}
