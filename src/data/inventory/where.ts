import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Condition, GreatDeal, Range, SearchFilters } from '@/domain/inventory'
import { paymentPriceCaps, type FinanceSettings, type PaymentPriceCaps } from '@/domain/financing'
import { MONTHLY_PAYMENT_STEPS } from '@/domain/inventory/filters'
import type { InventoryVocabulary } from './vocabulary'

/** Which shopper may see what (site.md section 6): private vehicles only after the unlock. */
export type Audience = { privateUnlocked: boolean }

export type FacetKey =
  | 'bodystyle'
  | 'make'
  | 'model'
  | 'features'
  | 'price'
  | 'mileage'
  | 'year'
  | 'store'
  | 'greatDeals'
  | 'color'
  | 'payment'

/**
 * A search with its slugs already turned into what the vehicles table stores (decision 0230): the
 * stored names of a make, model or feature slug, the store's id. It is all the SQL needs, so the
 * cached reads take it as their key and never read the vocabulary themselves (a cached read inside
 * another is not cached: Next runs nested `unstable_cache` calls uncached). An empty list (unknown
 * slug) and `storeId: null` (unknown store) match nothing.
 */
export type ResolvedSearch = {
  conditions: Condition[]
  privateUnlocked: boolean
  bodystyle?: string
  makeNames?: string[]
  /** Only with `makeNames`: a model narrows its make (searchUrl's make-model segment). */
  modelNames?: string[]
  /** One list of stored names per feature slug; a vehicle must have every feature. */
  featureNames?: string[][]
  /**
   * Beside each list, the bits of its names that have a code (decision 0275), as a decimal string
   * ('0' when none has one): a vehicle with bits has the feature when it has one of these bits.
   */
  featureMasks?: string[]
  price?: Range
  mileage?: Range
  year?: Range
  storeId?: number | null
  greatDeals?: GreatDeal
  /** The stored color (decision 0322). */
  color?: string
  /**
   * "Monthly payment up to", as the highest price per store that fits it (decision 0323): a vehicle
   * passes when its price is at most its store's cap (`otherwise` without a store).
   */
  payment?: PaymentPriceCaps
  /**
   * The caps of every step of the "Monthly payment up to" facet, for its counts (issue 38: the
   * panel's payment steps count like its price steps). Only when the finance settings are known.
   */
  paymentSteps?: Array<[monthlyDollars: number, caps: PaymentPriceCaps]>
  /** Prefix tsquery text of the keyword (keywordToTsQuery). */
  tsquery?: string
}

/** Keyword -> prefix tsquery text: only letters and digits survive, so the query syntax cannot be injected. */
export function keywordToTsQuery(q: string | undefined): string | undefined {
  const tokens = (q ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8)
  return tokens.length ? tokens.map((t) => `${t}:*`).join(' & ') : undefined
}

function names(map: Record<string, string[]>, key: string): string[] {
  return Object.hasOwn(map, key) ? map[key] : []
}

/**
 * Slugs to stored names through the vocabulary built from live inventory (decision 0011). A monthly
 * payment needs the finance settings the cards' estimates use; without them it matches nothing.
 */
export function resolveSearch(
  filters: SearchFilters,
  vocab: InventoryVocabulary,
  audience: Audience,
  finance?: FinanceSettings,
): ResolvedSearch {
  const r: ResolvedSearch = {
    conditions: filters.condition ? [filters.condition] : [...vocab.liveConditions],
    privateUnlocked: audience.privateUnlocked,
  }
  if (filters.bodystyle) r.bodystyle = filters.bodystyle
  if (filters.make) {
    r.makeNames = names(vocab.makeNames, filters.make)
    if (filters.model) r.modelNames = names(vocab.modelNames, `${filters.make}/${filters.model}`)
  }
  if (filters.features?.length) {
    r.featureNames = filters.features.map((f) => names(vocab.featureNames, f))
    r.featureMasks = r.featureNames.map((list) => featureMask(list, vocab.featureBits))
  }
  if (filters.price) r.price = filters.price
  if (filters.mileage) r.mileage = filters.mileage
  if (filters.year) r.year = filters.year
  if (filters.store) r.storeId = Object.hasOwn(vocab.storeIds, filters.store) ? vocab.storeIds[filters.store] : null
  if (filters.greatDeals) r.greatDeals = filters.greatDeals
  if (filters.color) r.color = filters.color
  if (filters.payment !== undefined)
    r.payment = finance ? paymentPriceCaps(filters.payment, finance, vocab.storeStates) : { byStore: [], otherwise: -1 }
  if (finance) r.paymentSteps = paymentStepCaps(finance, vocab.storeStates)
  const tsquery = keywordToTsQuery(filters.q)
  if (tsquery) r.tsquery = tsquery
  return r
}

/**
 * The caps of every payment step for these settings and stores: some 700 estimates, so worked out
 * once per settings and stores and kept (the settings change a few times a year; a handful of
 * entries covers every version an instance sees between restarts).
 */
const stepCapsMemo = new Map<string, Array<[number, PaymentPriceCaps]>>()
function paymentStepCaps(
  finance: FinanceSettings,
  storeStates: InventoryVocabulary['storeStates'],
): Array<[number, PaymentPriceCaps]> {
  const key = JSON.stringify([finance, storeStates])
  let steps = stepCapsMemo.get(key)
  if (!steps) {
    steps = MONTHLY_PAYMENT_STEPS.map((step): [number, PaymentPriceCaps] => [
      step,
      paymentPriceCaps(step, finance, storeStates),
    ])
    if (stepCapsMemo.size >= 8) stepCapsMemo.delete(stepCapsMemo.keys().next().value as string)
    stepCapsMemo.set(key, steps)
  }
  return steps
}

/** The bits of these names that have a code, as a decimal string (JavaScript numbers stop being exact past 2^53). */
export function featureMask(list: readonly string[], bits: Readonly<Record<string, number>>): string {
  let mask = 0n
  for (const name of list) if (Object.hasOwn(bits, name)) mask |= 1n << BigInt(bits[name])
  return mask.toString()
}

function inList(column: SQL, values: readonly string[]): SQL {
  if (values.length === 0) return sql`FALSE`
  return sql`${column} IN (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`
}

function range(column: SQL, r: Range | undefined): SQL | undefined {
  const out: SQL[] = []
  if (r?.min !== undefined) out.push(sql`${column} >= ${r.min}`)
  if (r?.max !== undefined) out.push(sql`${column} <= ${r.max}`)
  return out.length ? sql.join(out, sql` AND `) : undefined
}

/** The feature filter's vehicles: every row of the features lists whose text is one of the names. */
export const FEATURE_PATHS = sql`('standardFeatures', 'optionalFeatures')`

/**
 * What every search and every facet count keeps: available, a live (or the chosen) condition,
 * private only for the unlocked, and the keyword. The condition is compared as the column's enum
 * type, not as text: Postgres keeps statistics for the column, not for a cast of it, and with the
 * cast it guessed 0.5 % of the rows and picked nested loops and sorts spilling to disk (decision 0230).
 */
export function visibleWhere(r: ResolvedSearch): SQL {
  const parts: SQL[] = [sql`v.status = 'available'`]
  if (!r.privateUnlocked) parts.push(sql`v.private IS NOT TRUE`)
  parts.push(inList(sql`v.condition`, r.conditions))
  if (r.tsquery)
    parts.push(sql`to_tsvector('simple', coalesce(v.search_text, '')) @@ to_tsquery('simple', ${r.tsquery})`)
  return sql.join(parts, sql` AND `)
}

/**
 * One feature filter (a list of stored names that share a slug): from the vehicle's bits when it has
 * them, else from its feature rows (decision 0275). The rows' test is a list of vehicle ids that
 * Postgres hashes once, on the first vehicle without bits: with every vehicle coded it is never built.
 */
function featureCondition(list: readonly string[], mask: string): SQL {
  if (list.length === 0) return sql`FALSE`
  const fromRows = sql`v.id IN (SELECT ft.parent_id FROM vehicles_texts ft WHERE ft.path IN ${FEATURE_PATHS} AND ${inList(sql`ft.text`, list)})`
  const fromBits = mask === '0' ? sql`FALSE` : sql`(v.feature_bits & ${mask}::bigint) <> 0`
  return sql`(CASE WHEN v.feature_bits IS NULL THEN ${fromRows} ELSE ${fromBits} END)`
}

/**
 * Each filter the shopper set, by the facet that leaves it out (a facet's counts respect every other
 * filter). The same expressions serve a WHERE clause and the facet counts' `miss` bits.
 */
export function filterConditions(r: ResolvedSearch): Partial<Record<FacetKey, SQL>> {
  const out: Partial<Record<FacetKey, SQL>> = {}
  if (r.bodystyle) out.bodystyle = sql`v.bodystyle = ${r.bodystyle}`
  if (r.makeNames) {
    out.make = inList(sql`v.make`, r.makeNames)
    if (r.modelNames) out.model = inList(sql`v.model`, r.modelNames)
  }
  if (r.featureNames?.length) {
    const masks = r.featureMasks ?? []
    out.features = sql.join(
      r.featureNames.map((list, i) => featureCondition(list, masks[i] ?? '0')),
      sql` AND `,
    )
  }
  const price = range(sql`v.price`, r.price)
  if (price) out.price = price
  const mileage = range(sql`v.mileage`, r.mileage)
  if (mileage) out.mileage = mileage
  const year = range(sql`v.year`, r.year)
  if (year) out.year = year
  if (r.storeId !== undefined) out.store = r.storeId === null ? sql`FALSE` : sql`v.store_id = ${r.storeId}`
  if (r.greatDeals)
    out.greatDeals = r.greatDeals === 'price-drop' ? sql`v.price_drop > 0` : sql`v.premium_upgrade = TRUE`
  if (r.color) out.color = sql`v.color = ${r.color}`
  if (r.payment) out.payment = paymentCondition(r.payment)
  return out
}

/**
 * Price at most the cap of the vehicle's store: one CASE over the store id, the caps as parameters.
 * `of`: the relation holding `price` and `store_id` (the vehicles, or the facet statement's rows).
 */
export function paymentCondition(caps: PaymentPriceCaps, of = 'v'): SQL {
  const column = (name: string) => sql.raw(`${of}.${name}`)
  const cap = caps.byStore.length
    ? sql`CASE ${column('store_id')} ${sql.join(
        caps.byStore.map(([id, max]) => sql`WHEN ${id}::int THEN ${max}::numeric`),
        sql` `,
      )} ELSE ${caps.otherwise}::numeric END`
    : sql`${caps.otherwise}::numeric`
  // A price of 0 is "call for pricing": no estimate on its card, so under no payment.
  return sql`${column('price')} > 0 AND ${column('price')} <= (${cap})`
}

/** The filters a facet's counts leave out: its own, and for the make facet the model too (a model belongs to its make). */
export const FACET_OMITS: Record<FacetKey, readonly FacetKey[]> = {
  bodystyle: ['bodystyle'],
  make: ['make', 'model'],
  model: ['model'],
  features: ['features'],
  price: ['price'],
  mileage: ['mileage'],
  year: ['year'],
  store: ['store'],
  greatDeals: ['greatDeals'],
  color: ['color'],
  payment: ['payment'],
}

/**
 * The WHERE clause of an inventory search over `vehicles v`, leaving out the filters of facet
 * `omit`. Names come from the vocabulary, so an unknown slug matches nothing.
 */
export function searchWhere(r: ResolvedSearch, omit?: FacetKey): SQL {
  const left = omit ? FACET_OMITS[omit] : []
  const parts = [
    visibleWhere(r),
    ...Object.entries(filterConditions(r))
      .filter(([k]) => !left.includes(k as FacetKey))
      .map(([, c]) => c),
  ]
  return sql.join(parts, sql` AND `)
}
