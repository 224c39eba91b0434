import { bodyStyleLabel, type RelaxedFilter, type SearchFilters } from '@/domain/inventory'
import type { InventoryVocabulary } from '@/data/vehicles'
import { searchWords, type SearchWords } from '@/i18n/search-words'

type Labels = InventoryVocabulary['labels']

const label = (map: Record<string, string>, key: string) => (Object.hasOwn(map, key) ? map[key] : key)

/** The body style's label (src/domain/inventory/body-style-labels.ts), for the vehicle and compare pages too. */
export const bodyLabel = bodyStyleLabel

/**
 * 'Used Toyota Camry Sedans for Sale Under $20,000': the heading and page title of a search, in the
 * language of `words` (English unless given; saved-search e-mails and the ADF read it in English).
 */
export function describeSearch(filters: SearchFilters, labels: Labels, words: SearchWords = searchWords('en')): string {
  return words.heading(filters, labels)
}

export type Chip = {
  key: string
  label: string
  /** The label's language when it is not the page's: a feature's stored English name on a Spanish page. */
  lang?: string
  without: SearchFilters
}

/** One removable chip per active filter (issue 3, "chips to remove a filter"). */
export function filterChips(
  filters: SearchFilters,
  labels: Labels,
  words: SearchWords,
  fixed: SearchFilters = {},
): Chip[] {
  const chips: Chip[] = []
  const drop = (key: keyof SearchFilters): SearchFilters => {
    const next = { ...filters }
    delete next[key]
    if (key === 'make') delete next.model
    return next
  }
  if (filters.bodystyle && !fixed.bodystyle)
    chips.push({ key: 'bodystyle', label: words.body(filters.bodystyle), without: drop('bodystyle') })
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
      ...(words.locale === 'en' ? {} : { lang: 'en' }),
      without: { ...filters, features: filters.features?.filter((x) => x !== f) },
    })
  }
  if (filters.price && !fixed.price)
    chips.push({ key: 'price', label: words.range(filters.price, 'price'), without: drop('price') })
  if (filters.payment !== undefined && fixed.payment === undefined)
    chips.push({ key: 'payment', label: words.payment(filters.payment), without: drop('payment') })
  if (filters.color && !fixed.color)
    chips.push({ key: 'color', label: words.color(filters.color), without: drop('color') })
  if (filters.mileage && !fixed.mileage)
    chips.push({ key: 'mileage', label: words.range(filters.mileage, 'mileage'), without: drop('mileage') })
  if (filters.year && !fixed.year)
    chips.push({ key: 'year', label: words.range(filters.year, 'year'), without: drop('year') })
  if (filters.store && !fixed.store)
    chips.push({ key: 'store', label: label(labels.stores, filters.store), without: drop('store') })
  if (filters.greatDeals && !fixed.greatDeals)
    chips.push({
      key: 'deals',
      label: words.deal(filters.greatDeals),
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
export function droppedLabel(
  filters: SearchFilters,
  dropped: readonly RelaxedFilter[],
  labels: Labels,
  words: SearchWords,
): string {
  const chips = filterChips(filters, labels, words)
  return words.list(dropped.flatMap((d) => chips.filter((c) => CHIP_KEYS[d](c.key)).map((c) => c.label)))
}
