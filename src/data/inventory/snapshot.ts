import { sortToOrder, type SortOption } from '@/domain/inventory'
import type { PaymentPriceCaps } from '@/domain/financing'
import type { FacetKey, ResolvedSearch } from './where'
import { FACET_BITS, MILEAGE_STEPS, PRICE_STEPS, YEAR_STEPS } from './facets'

/**
 * The inventory shoppers can search, held in memory by each instance (decision 0286): one column per
 * field the filters, facets and sorts read, for every available vehicle. It answers the same
 * questions as the facet statement (facets.ts) and the page statement (search.ts) with the same
 * rules, in a few milliseconds at 50,000 vehicles instead of a pass over the table per search:
 * - the facet rows, for facetsFromRows, exactly as the statement returns them (snapshot-facets.ts);
 * - the ids of a page of results in the sort's order (the cards are then read by id).
 * This file is the rules alone, without the database; snapshot-store.ts loads and drops it.
 */

/**
 * Every available vehicle as the snapshot reads it (snapshot-store.ts), one array per column, the
 * same length each: one value per vehicle, null where the vehicle has none.
 */
export type SnapshotColumns = {
  id: number[]
  condition: string[]
  private: Array<boolean | null>
  bodystyle: Array<string | null>
  make: string[]
  model: string[]
  /** The location's id, and its store slug (locations.store_id) for the store facet. */
  storeId: Array<number | null>
  storeSlug: Array<string | null>
  /** The stored color (decision 0322). */
  color: Array<string | null>
  price: Array<number | null>
  mileage: Array<number | null>
  year: Array<number | null>
  priceDrop: Array<number | null>
  premiumUpgrade: Array<boolean | null>
  /** Decision 0275: bit n set when the vehicle lists the feature coded n (n <= 52, so a number is exact). */
  featureBits: Array<number | null>
  /** Milliseconds since the epoch. */
  dateInStock: Array<number | null>
  /**
   * Per sort column, the ids of all these vehicles in Postgres's ascending order of it, vehicles
   * without a value last, the id breaking ties (search.ts orderBy): the snapshot walks the same order.
   */
  ascending: Record<SortField, number[]>
}

type SortField = ReturnType<typeof sortToOrder>['field']

/** A list of strings stored once, each vehicle holding its index (-1 for none). */
export type Dictionary = { values: string[]; index: Int32Array }

export type InventorySnapshot = {
  size: number
  id: Int32Array
  condition: Dictionary
  private: Uint8Array
  bodystyle: Dictionary
  make: Dictionary
  model: Dictionary
  storeId: Int32Array
  storeSlug: Dictionary
  color: Dictionary
  price: Float64Array
  mileage: Float64Array
  year: Float64Array
  priceDrop: Uint8Array
  premiumUpgrade: Uint8Array
  /** The feature bits split at bit 32: JavaScript's bit operators work on 32 bits. */
  bitsLow: Uint32Array
  bitsHigh: Uint32Array
  /** The steps each vehicle is in, one bit per entry of STEPS. */
  steps: Uint32Array
  /** Per sort column and direction, the vehicles (their positions in these columns) in that order. */
  orders: Record<`${SortField}:${'asc' | 'desc'}`, Int32Array>
}

const TWO_32 = 2 ** 32

/**
 * The steps of the price, mileage and year facets and the two great deals (facets.ts STEPS), in that
 * order: each vehicle keeps the steps it is in as bits, in this order (InventorySnapshot.steps).
 */
export const STEPS: ReadonlyArray<readonly [FacetKey, string, (c: SnapshotColumns, i: number) => boolean]> = [
  ['greatDeals', 'price-drop', (c, i) => (c.priceDrop[i] ?? 0) > 0],
  ['greatDeals', 'premium-upgrades', (c, i) => c.premiumUpgrade[i] === true],
  ...PRICE_STEPS.map(
    (p) => ['price', String(p), (c: SnapshotColumns, i: number) => (c.price[i] ?? Infinity) <= p] as const,
  ),
  ...MILEAGE_STEPS.map(
    (m) => ['mileage', String(m), (c: SnapshotColumns, i: number) => (c.mileage[i] ?? Infinity) <= m] as const,
  ),
  ...YEAR_STEPS.map(
    (y) => ['year', String(y), (c: SnapshotColumns, i: number) => (c.year[i] ?? -Infinity) >= y] as const,
  ),
]

/** Each stepped facet and the mask of its steps' bits. */
export const STEP_GROUPS = (['greatDeals', 'price', 'mileage', 'year'] as const).map(
  (facet) => [facet, STEPS.reduce((mask, [f], k) => (f === facet ? mask | (1 << k) : mask), 0)] as const,
)

function dictionary(values: ReadonlyArray<string | null>): Dictionary {
  const seen = new Map<string, number>()
  const index = new Int32Array(values.length)
  for (let i = 0; i < values.length; i++) {
    const v = values[i]
    if (v === null) {
      index[i] = -1
      continue
    }
    let at = seen.get(v)
    if (at === undefined) seen.set(v, (at = seen.size))
    index[i] = at
  }
  return { values: [...seen.keys()], index }
}

function floats(values: ReadonlyArray<number | null>): Float64Array {
  const out = new Float64Array(values.length)
  for (let i = 0; i < values.length; i++) out[i] = values[i] ?? Number.NaN
  return out
}

function flags(values: ReadonlyArray<boolean | null>): Uint8Array {
  const out = new Uint8Array(values.length)
  for (let i = 0; i < values.length; i++) out[i] = values[i] === true ? 1 : 0
  return out
}

/**
 * The snapshot of these vehicles, or null when one of them has no feature bits: its features are
 * only in its feature rows, which the statements read and the snapshot does not (decision 0275).
 */
export function buildSnapshot(c: SnapshotColumns): InventorySnapshot | null {
  const size = c.id.length
  if (c.featureBits.some((bits) => bits === null)) return null
  const storeId = new Int32Array(size)
  const priceDrop = new Uint8Array(size)
  const bitsLow = new Uint32Array(size)
  const bitsHigh = new Uint32Array(size)
  const steps = new Uint32Array(size)
  for (let i = 0; i < size; i++) {
    for (let k = 0; k < STEPS.length; k++) if (STEPS[k][2](c, i)) steps[i] |= 1 << k
    storeId[i] = c.storeId[i] ?? -1
    priceDrop[i] = (c.priceDrop[i] ?? 0) > 0 ? 1 : 0
    const bits = c.featureBits[i] ?? 0
    bitsLow[i] = bits % TWO_32
    bitsHigh[i] = Math.floor(bits / TWO_32)
  }
  return {
    size,
    id: Int32Array.from(c.id),
    condition: dictionary(c.condition),
    private: flags(c.private),
    bodystyle: dictionary(c.bodystyle),
    make: dictionary(c.make),
    model: dictionary(c.model),
    storeId,
    storeSlug: dictionary(c.storeSlug.map((slug, i) => (c.storeId[i] === null ? null : slug))),
    color: dictionary(c.color),
    price: floats(c.price),
    mileage: floats(c.mileage),
    year: floats(c.year),
    priceDrop,
    premiumUpgrade: flags(c.premiumUpgrade),
    bitsLow,
    bitsHigh,
    steps,
    orders: orders(c),
  }
}

/**
 * Both directions of each sort, from Postgres's ascending order (search.ts orderBy): descending is
 * the vehicles with a value in reverse, then those without one in reverse (still last, the id
 * descending).
 */
function orders(c: SnapshotColumns): InventorySnapshot['orders'] {
  const at = new Map<number, number>()
  c.id.forEach((id, i) => at.set(id, i))
  const out = {} as InventorySnapshot['orders']
  for (const field of ['dateInStock', 'price', 'mileage', 'year'] as const) {
    const asc = Int32Array.from(c.ascending[field], (id) => at.get(id) ?? 0)
    const column = c[field]
    let valued = asc.length
    while (valued > 0 && column[asc[valued - 1]] === null) valued--
    const desc = new Int32Array(asc.length)
    for (let k = 0; k < valued; k++) desc[k] = asc[valued - 1 - k]
    for (let k = valued; k < asc.length; k++) desc[k] = asc[asc.length - 1 - (k - valued)]
    out[`${field}:asc`] = asc
    out[`${field}:desc`] = desc
  }
  return out
}

/** Whether the snapshot answers this search: a keyword needs Postgres's text search. */
export function snapshotAnswers(r: ResolvedSearch): boolean {
  return r.tsquery === undefined
}

/** The dictionary entries a list of stored names picks (a name no vehicle has picks nothing). */
function picked(d: Dictionary, names: readonly string[]): Uint8Array {
  const out = new Uint8Array(d.values.length)
  d.values.forEach((v, i) => {
    if (names.includes(v)) out[i] = 1
  })
  return out
}

const inRange = (n: number, min: number | undefined, max: number | undefined) =>
  !Number.isNaN(n) && (min === undefined || n >= min) && (max === undefined || n <= max)

/** A feature mask (a decimal string, where.ts) split at bit 32. */
function maskParts(mask: string): [low: number, high: number] {
  const n = BigInt(mask)
  return [Number(n & 0xffffffffn), Number((n >> 32n) & 0xffffffffn)]
}

/**
 * Per vehicle, -1 when this search cannot see it (where.ts visibleWhere, without the keyword), else
 * `miss`: the bits of the filters it fails (where.ts filterConditions, facets.ts FACET_BITS). One
 * pass over a column per filter.
 */
export function misses(s: InventorySnapshot, r: ResolvedSearch): { miss: Int32Array; active: number } {
  const n = s.size
  const miss = new Int32Array(n)
  let active = 0
  const fail = (bit: number, passes: (i: number) => boolean) => {
    active |= bit
    for (let i = 0; i < n; i++) if (!passes(i)) miss[i] |= bit
  }
  if (r.bodystyle) {
    const at = s.bodystyle.values.indexOf(r.bodystyle)
    fail(FACET_BITS.bodystyle, (i) => at >= 0 && s.bodystyle.index[i] === at)
  }
  if (r.makeNames) {
    const makes = picked(s.make, r.makeNames)
    fail(FACET_BITS.make, (i) => makes[s.make.index[i]] === 1)
    if (r.modelNames) {
      const models = picked(s.model, r.modelNames)
      fail(FACET_BITS.model, (i) => models[s.model.index[i]] === 1)
    }
  }
  if (r.featureNames?.length) {
    // Every vehicle has bits (buildSnapshot), so a feature is one of its bits, and a list of names
    // without a code matches nothing.
    r.featureNames.forEach((list, k) => {
      const [low, high] = list.length ? maskParts(r.featureMasks?.[k] ?? '0') : [0, 0]
      fail(FACET_BITS.features, (i) => (s.bitsLow[i] & low) !== 0 || (s.bitsHigh[i] & high) !== 0)
    })
  }
  for (const key of ['price', 'mileage', 'year'] as const) {
    const range = r[key]
    const column = s[key]
    if (range && (range.min !== undefined || range.max !== undefined))
      fail(FACET_BITS[key], (i) => inRange(column[i], range.min, range.max))
  }
  if (r.storeId !== undefined) {
    const id = r.storeId
    fail(FACET_BITS.store, (i) => id !== null && s.storeId[i] === id)
  }
  if (r.greatDeals) {
    const column = r.greatDeals === 'price-drop' ? s.priceDrop : s.premiumUpgrade
    fail(FACET_BITS.greatDeals, (i) => column[i] === 1)
  }
  if (r.color) {
    const at = s.color.values.indexOf(r.color)
    fail(FACET_BITS.color, (i) => at >= 0 && s.color.index[i] === at)
  }
  if (r.payment) {
    const fits = fitsPayment(s, r.payment)
    fail(FACET_BITS.payment, fits)
  }
  const conditions = picked(s.condition, r.conditions)
  for (let i = 0; i < n; i++)
    if (conditions[s.condition.index[i]] !== 1 || (!r.privateUnlocked && s.private[i] === 1)) miss[i] = -1
  return { miss, active }
}

/**
 * where.ts paymentCondition: the price at most the cap of the vehicle's store. A price of 0 is
 * "call for pricing": no estimate on its card, so under no payment.
 */
function fitsPayment(s: InventorySnapshot, caps: PaymentPriceCaps): (i: number) => boolean {
  const byStore = new Map(caps.byStore)
  return (i) => {
    const price = s.price[i]
    return price > 0 && price <= (byStore.get(s.storeId[i]) ?? caps.otherwise)
  }
}

/** The ids of one page of a search's results, in the sort's order (search.ts runPage). */
export function snapshotPageIds(
  s: InventorySnapshot,
  r: ResolvedSearch,
  sort: SortOption,
  page: number,
  pageSize: number,
): number[] {
  const { miss } = misses(s, r)
  const { field, direction } = sortToOrder(sort)
  let skip = (page - 1) * pageSize
  const ids: number[] = []
  for (const i of s.orders[`${field}:${direction}`]) {
    if (miss[i] !== 0) continue
    if (skip > 0) skip--
    else if (ids.push(s.id[i]) === pageSize) break
  }
  return ids
}
