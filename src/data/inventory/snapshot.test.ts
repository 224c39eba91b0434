import { describe, expect, it } from 'vitest'
import type { SortOption } from '@/domain/inventory'
import { buildSnapshot, snapshotAnswers, snapshotPageIds, type SnapshotColumns } from './snapshot'
import { snapshotFacetRows, snapshotModelCounts } from './snapshot-facets'
import type { ResolvedSearch } from './where'
import type { FacetRow } from './facets'

type Vehicle = {
  id: number
  condition?: string
  private?: boolean
  bodystyle?: string | null
  make: string
  model: string
  store?: [number, string] | null
  color?: string | null
  price?: number | null
  mileage?: number | null
  year?: number | null
  priceDrop?: number
  premium?: boolean
  bits?: number | null
  inStock?: number | null
}

/** Columns as snapshot-store.ts reads them, Postgres's ascending orders included (NULLS LAST, id ASC). */
function columns(list: Vehicle[]): SnapshotColumns {
  const c: Omit<SnapshotColumns, 'ascending'> = {
    id: list.map((v) => v.id),
    condition: list.map((v) => v.condition ?? 'used'),
    private: list.map((v) => v.private ?? null),
    bodystyle: list.map((v) => (v.bodystyle === undefined ? 'suvs' : v.bodystyle)),
    make: list.map((v) => v.make),
    model: list.map((v) => v.model),
    storeId: list.map((v) => (v.store === undefined ? 1 : (v.store?.[0] ?? null))),
    storeSlug: list.map((v) => (v.store === undefined ? 'merrillville' : (v.store?.[1] ?? null))),
    color: list.map((v) => (v.color === undefined ? 'black' : v.color)),
    price: list.map((v) => (v.price === undefined ? 20_000 : v.price)),
    mileage: list.map((v) => (v.mileage === undefined ? 50_000 : v.mileage)),
    year: list.map((v) => (v.year === undefined ? 2020 : v.year)),
    priceDrop: list.map((v) => v.priceDrop ?? null),
    premiumUpgrade: list.map((v) => v.premium ?? null),
    featureBits: list.map((v) => (v.bits === undefined ? 0 : v.bits)),
    dateInStock: list.map((v) => v.inStock ?? null),
  }
  const ascending = (column: Array<number | null>) =>
    list
      .map((_, i) => i)
      .sort((a, b) => {
        const x = column[a]
        const y = column[b]
        if ((x === null) !== (y === null)) return x === null ? 1 : -1
        return x !== y && x !== null && y !== null ? x - y : c.id[a] - c.id[b]
      })
      .map((i) => c.id[i])
  return {
    ...c,
    ascending: {
      dateInStock: ascending(c.dateInStock),
      price: ascending(c.price),
      mileage: ascending(c.mileage),
      year: ascending(c.year),
    },
  }
}

const INVENTORY: Vehicle[] = [
  { id: 1, make: 'Honda', model: 'CR-V', color: 'red', price: 14_000, bits: 0b01, inStock: 30 },
  { id: 2, make: 'Honda', model: 'Civic', color: 'white', bodystyle: 'sedans', price: 24_000, bits: 0b11, inStock: 10 },
  { id: 3, make: 'Ford', model: 'F-150', bodystyle: 'trucks', price: null, priceDrop: 500, store: [2, 'joliet'] },
  {
    id: 4,
    make: 'Ford',
    model: 'Escape',
    color: 'red',
    price: 31_000,
    mileage: 20_000,
    premium: true,
    bits: 2 ** 40,
    inStock: 20,
  },
  { id: 5, make: 'Honda', model: 'CR-V', color: 'red', private: true, price: 9_000, inStock: 40 },
  { id: 6, make: 'Honda', model: 'Pilot', condition: 'new', price: 41_000 },
  { id: 7, make: 'Ford', model: 'Escape', store: null, color: null, year: 2014, bits: 2 ** 40 + 1, inStock: 20 },
]

const snapshot = buildSnapshot(columns(INVENTORY))
const used = (search: Partial<ResolvedSearch> = {}): ResolvedSearch => ({
  conditions: ['used'],
  privateUnlocked: false,
  ...search,
})
const CODES = [
  ['Bluetooth', 0],
  ['Heated Seats', 1],
  ['Tow Package', 40],
  ['Sunroof', 5],
] as const

/** The rows of one facet as value -> count. */
function facet(rows: FacetRow[], name: string): Record<string, number> {
  return Object.fromEntries(rows.filter((r) => r.facet === name).map((r) => [r.k, r.n]))
}

describe('inventory snapshot: facet rows as the statement gives them (decision 0286)', () => {
  if (!snapshot) throw new Error('the test inventory has bits throughout')

  it.each<[string, Partial<ResolvedSearch>, string, Record<string, number>]>([
    ['no filter: every visible used vehicle', {}, 'total', { all: 5 }],
    ['the private vehicle counts once unlocked', { privateUnlocked: true }, 'total', { all: 6 }],
    ['a condition of its own', { conditions: ['new'] }, 'total', { all: 1 }],
    ['makes of the visible vehicles', {}, 'make', { Honda: 2, Ford: 3 }],
    ['a make filter leaves the make facet alone', { makeNames: ['Ford'] }, 'make', { Honda: 2, Ford: 3 }],
    ['models are listed only with a make filter', {}, 'model', {}],
    [
      'models of the chosen make; the other make is listed with 0',
      { makeNames: ['Ford'] },
      'model',
      { 'CR-V': 0, Civic: 0, 'F-150': 1, Escape: 2 },
    ],
    [
      'a model filter leaves the model facet alone',
      { makeNames: ['Ford'], modelNames: ['Escape'] },
      'model',
      { 'CR-V': 0, Civic: 0, 'F-150': 1, Escape: 2 },
    ],
    [
      'the make facet leaves out the model filter too',
      { makeNames: ['Ford'], modelNames: ['Escape'] },
      'make',
      { Honda: 2, Ford: 3 },
    ],
    ['a value failing another filter is listed with 0', { bodystyle: 'trucks' }, 'make', { Honda: 0, Ford: 1 }],
    ['a vehicle failing two filters is not even listed', { bodystyle: 'trucks', storeId: 2 }, 'make', { Ford: 1 }],
    ['vehicles without a store are not a store', {}, 'store', { merrillville: 3, joliet: 1 }],
    [
      'no price is under no step',
      {},
      'price',
      { '10000': 0, '15000': 1, '20000': 2, '25000': 3, '30000': 3, '40000': 4 },
    ],
    [
      'the price facet leaves out its own filter',
      { price: { max: 15_000 } },
      'price',
      { '10000': 0, '15000': 1, '20000': 2, '25000': 3, '30000': 3, '40000': 4 },
    ],
    [
      'steps respect the other filters',
      { makeNames: ['Honda'] },
      'price',
      { '10000': 0, '15000': 1, '20000': 1, '25000': 2, '30000': 2, '40000': 2 },
    ],
    ['mileage steps', {}, 'mileage', { '30000': 1, '60000': 5, '85000': 5, '100000': 5 }],
    ['year steps', {}, 'year', { '2024': 0, '2022': 0, '2020': 4, '2018': 4, '2015': 4 }],
    ['great deals', {}, 'greatDeals', { 'price-drop': 1, 'premium-upgrades': 1 }],
    [
      'great deals respect the other filters',
      { makeNames: ['Honda'] },
      'greatDeals',
      { 'price-drop': 0, 'premium-upgrades': 0 },
    ],
    ['features, bits past 32 included', {}, 'features', { Bluetooth: 3, 'Heated Seats': 1, 'Tow Package': 2 }],
    [
      'a feature filter: the features facet leaves it out',
      { featureNames: [['Tow Package']], featureMasks: [String(2 ** 40)] },
      'features',
      { Bluetooth: 3, 'Heated Seats': 1, 'Tow Package': 2 },
    ],
    [
      'a feature filter narrows the total',
      { featureNames: [['Tow Package']], featureMasks: [String(2 ** 40)] },
      'total',
      { all: 2 },
    ],
    [
      'two features: a vehicle needs both',
      { featureNames: [['Tow Package'], ['Bluetooth']], featureMasks: [String(2 ** 40), '1'] },
      'total',
      { all: 1 },
    ],
    [
      'a feature name without a code matches nothing',
      { featureNames: [['Sunroof']], featureMasks: ['0'] },
      'total',
      { all: 0 },
    ],
    ['an unknown store matches nothing', { storeId: null }, 'total', { all: 0 }],
    ['a store', { storeId: 2 }, 'total', { all: 1 }],
    ['a price range skips vehicles without a price', { price: { min: 1 } }, 'total', { all: 4 }],
    ['an unknown make matches nothing', { makeNames: [] }, 'total', { all: 0 }],
    ['an unknown body style matches nothing', { bodystyle: 'vans' }, 'total', { all: 0 }],
    ['colors of the visible vehicles; no color is not a color', {}, 'color', { red: 2, white: 1, black: 1 }],
    ['a color filter leaves the color facet alone', { color: 'red' }, 'color', { red: 2, white: 1, black: 1 }],
    ['a color narrows the total', { color: 'red' }, 'total', { all: 2 }],
    ['colors respect the other filters', { makeNames: ['Honda'] }, 'color', { red: 1, white: 1, black: 0 }],
    ['a color no vehicle has matches nothing', { color: 'purple' }, 'total', { all: 0 }],
    [
      "a payment: the price at most the cap of the vehicle's store, else the cap without a store",
      {
        payment: {
          byStore: [
            [1, 20_000],
            [2, 5_000],
          ],
          otherwise: 30_000,
        },
      },
      'total',
      { all: 2 },
    ],
    [
      'a payment nothing fits in a state (-1) keeps none of its vehicles',
      { payment: { byStore: [[1, 25_000]], otherwise: -1 } },
      'total',
      { all: 2 },
    ],
    [
      'a payment narrows the other facets',
      { payment: { byStore: [[1, 20_000]], otherwise: -1 } },
      'color',
      { red: 1, white: 0, black: 0 },
    ],
  ])('%s', (_, search, name, expected) => {
    expect(facet(snapshotFacetRows(snapshot, used(search), CODES), name)).toEqual(expected)
  })

  it('answers every search but a keyword one', () => {
    expect(snapshotAnswers(used({ makeNames: ['Ford'] }))).toBe(true)
    expect(snapshotAnswers(used({ tsquery: 'ford:*' }))).toBe(false)
  })

  it('cannot hold an inventory with a vehicle without feature bits', () => {
    expect(buildSnapshot(columns([...INVENTORY, { id: 8, make: 'Kia', model: 'Soul', bits: null }]))).toBeNull()
  })
})

describe('inventory snapshot: a page of results in the sort of the statement', () => {
  if (!snapshot) throw new Error('the test inventory has bits throughout')

  it.each<[SortOption, number, number, Partial<ResolvedSearch>, number[]]>([
    ['newest', 1, 10, {}, [1, 7, 4, 2, 3]],
    ['oldest', 1, 10, {}, [2, 4, 7, 1, 3]],
    ['priceLow', 1, 10, {}, [1, 7, 2, 4, 3]],
    ['priceHigh', 1, 10, {}, [4, 2, 7, 1, 3]],
    ['priceLow', 1, 2, {}, [1, 7]],
    ['priceLow', 2, 2, {}, [2, 4]],
    ['priceLow', 3, 2, {}, [3]],
    ['priceLow', 4, 2, {}, []],
    ['year', 1, 10, { makeNames: ['Ford'] }, [4, 3, 7]],
    ['mileage', 1, 10, { makeNames: ['Ford'] }, [4, 3, 7]],
    ['mileage', 1, 10, { privateUnlocked: true, makeNames: ['Honda'] }, [1, 2, 5]],
  ])('%s, page %i of %i', (sort, page, size, search, expected) => {
    expect(snapshotPageIds(snapshot, used(search), sort, page, size)).toEqual(expected)
  })
})

describe('inventory snapshot: vehicles per make and model, for the header search suggestions (issue 38)', () => {
  if (!snapshot) throw new Error('the test inventory has bits throughout')
  const byModel = (search: Partial<ResolvedSearch>) =>
    Object.fromEntries(snapshotModelCounts(snapshot, used(search)).map((r) => [`${r.make}/${r.model}`, r.n]))

  it.each<[string, Partial<ResolvedSearch>, Record<string, number>]>([
    [
      'every visible vehicle, by its make and model (the new Pilot and the private CR-V are not seen)',
      {},
      { 'Honda/CR-V': 1, 'Honda/Civic': 1, 'Ford/F-150': 1, 'Ford/Escape': 2 },
    ],
    [
      'the private vehicle once unlocked',
      { privateUnlocked: true },
      { 'Honda/CR-V': 2, 'Honda/Civic': 1, 'Ford/F-150': 1, 'Ford/Escape': 2 },
    ],
    ['another condition', { conditions: ['new'] }, { 'Honda/Pilot': 1 }],
    ['only vehicles passing every filter', { color: 'red' }, { 'Honda/CR-V': 1, 'Ford/Escape': 1 }],
  ])('%s', (_, search, expected) => {
    expect(byModel(search)).toEqual(expected)
  })

  it("gives each model the total of that model's own search", () => {
    for (const { make, model, n } of snapshotModelCounts(snapshot, used()))
      expect(
        facet(snapshotFacetRows(snapshot, used({ makeNames: [make], modelNames: [model] }), CODES), 'total'),
      ).toEqual({ all: n })
  })
})
