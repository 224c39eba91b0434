import { bodyStyleLabel, COLOR_LABELS, type Range, type RelaxedFilter, type SearchFilters } from '@/domain/inventory'
import type { InventoryVocabulary } from '@/data/vehicles'
import { formatCount, formatDollars } from '@/domain/money'

type Labels = InventoryVocabulary['labels']

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
const money = (n: number) => formatDollars(n, { whole: true })
const label = (map: Record<string, string>, key: string) => (Object.hasOwn(map, key) ? map[key] : key)

/** The body style's label (src/domain/inventory/body-style-labels.ts), for the vehicle and compare pages too. */
export const bodyLabel = bodyStyleLabel

/** 'Up to $300/mo': the monthly payment filter (issue 38, decision 0323). */
export function paymentLabel(payment: number): string {
  return `Up to ${money(payment)}/mo`
}

export function rangeLabel(r: Range, unit: 'price' | 'mileage' | 'year'): string {
  const f = unit === 'price' ? money : unit === 'mileage' ? (n: number) => `${formatCount(n)} miles` : String
  if (r.min !== undefined && r.max !== undefined) return r.min === r.max ? f(r.min) : `${f(r.min)} to ${f(r.max)}`
  if (r.max !== undefined) return unit === 'year' ? `${f(r.max)} and older` : `Under ${f(r.max)}`
  return unit === 'year' ? `${f(r.min ?? 0)} and newer` : `Over ${f(r.min ?? 0)}`
}

/** 'Used Toyota Camry Sedans for Sale Under $20,000': the heading and page title of a search. */
export function describeSearch(filters: SearchFilters, labels: Labels): string {
  const words: string[] = []
  if (filters.condition) words.push(cap(filters.condition))
  if (filters.color) words.push(COLOR_LABELS[filters.color])
  if (filters.make) words.push(label(labels.makes, filters.make))
  if (filters.make && filters.model) words.push(label(labels.models, `${filters.make}/${filters.model}`))
  words.push(filters.bodystyle ? bodyLabel(filters.bodystyle) : 'Cars')
  words.push('for Sale')
  if (filters.features?.length)
    words.push('with ' + filters.features.map((f) => label(labels.features, f)).join(' and '))
  if (filters.price) words.push(rangeLabel(filters.price, 'price'))
  if (filters.payment !== undefined) words.push(paymentLabel(filters.payment))
  return words.join(' ')
}

export type Chip = { key: string; label: string; without: SearchFilters }

/** One removable chip per active filter (issue 3, "chips to remove a filter"). */
export function filterChips(filters: SearchFilters, labels: Labels, fixed: SearchFilters = {}): Chip[] {
  const chips: Chip[] = []
  const drop = (key: keyof SearchFilters): SearchFilters => {
    const next = { ...filters }
    delete next[key]
    if (key === 'make') delete next.model
    return next
  }
  if (filters.bodystyle && !fixed.bodystyle)
    chips.push({ key: 'bodystyle', label: bodyLabel(filters.bodystyle), without: drop('bodystyle') })
  if (filters.make && !fixed.make)
    chips.push({ key: 'make', label: label(labels.makes, filters.make), without: drop('make') })
  if (filters.make && filters.model && !fixed.model)
    chips.push({
      key: 'model',
      label: label(labels.models, `${filters.make}/${filters.model}`),
      without: drop('model'),
    })
  for (const f of filters.features ?? []) {
    if (fixed.features?.includes(f)) continue
    chips.push({
      key: `feature-${f}`,
      label: label(labels.features, f),
      without: { ...filters, features: filters.features?.filter((x) => x !== f) },
    })
  }
  if (filters.price && !fixed.price)
    chips.push({ key: 'price', label: rangeLabel(filters.price, 'price'), without: drop('price') })
  if (filters.payment !== undefined && fixed.payment === undefined)
    chips.push({ key: 'payment', label: paymentLabel(filters.payment), without: drop('payment') })
  if (filters.color && !fixed.color)
    chips.push({ key: 'color', label: COLOR_LABELS[filters.color], without: drop('color') })
  if (filters.mileage && !fixed.mileage)
    chips.push({ key: 'mileage', label: rangeLabel(filters.mileage, 'mileage'), without: drop('mileage') })
  if (filters.year && !fixed.year)
    chips.push({ key: 'year', label: rangeLabel(filters.year, 'year'), without: drop('year') })
  if (filters.store && !fixed.store)
    chips.push({ key: 'store', label: label(labels.stores, filters.store), without: drop('store') })
  if (filters.greatDeals && !fixed.greatDeals)
    chips.push({
      key: 'deals',
      label: filters.greatDeals === 'price-drop' ? 'Price drops' : 'Premium upgrades',
      without: drop('greatDeals'),
    })
  if (filters.q) chips.push({ key: 'q', label: `“${filters.q}”`, without: drop('q') })
  return chips
}

const CHIP_KEYS: Record<RelaxedFilter, (key: string) => boolean> = {
  q: (k) => k === 'q',
  mileage: (k) => k === 'mileage',
  year: (k) => k === 'year',
  store: (k) => k === 'store',
  greatDeals: (k) => k === 'deals',
  color: (k) => k === 'color',
  payment: (k) => k === 'payment',
  price: (k) => k === 'price',
  features: (k) => k.startsWith('feature-'),
  model: (k) => k === 'model',
  make: (k) => k === 'make',
  bodystyle: (k) => k === 'bodystyle',
}

/** 'Under $5,000 and “sport”': the chip labels of the filters a relaxed search dropped (issue 38). */
export function droppedLabel(filters: SearchFilters, dropped: readonly RelaxedFilter[], labels: Labels): string {
  const chips = filterChips(filters, labels)
  const names = dropped.flatMap((d) => chips.filter((c) => CHIP_KEYS[d](c.key)).map((c) => c.label))
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}
