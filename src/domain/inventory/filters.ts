import type { Color } from '../vehicles/color'

/**
 * What an inventory search asks for (site.md section 3 "Vehicle", "Body style", "Sort options";
 * section 9 "Default sort newest", "Filter priority"). Values are already validated slugs; see
 * normalize.ts for the one place raw input becomes a `SearchFilters`.
 */

/** Vehicle conditions (site.md section 3); the same list as the Vehicles collection's select. */
export const CONDITIONS = ['new', 'used', 'certified'] as const
export type Condition = (typeof CONDITIONS)[number]

/** Body style values (site.md section 3 "Body style"). */
export const BODY_STYLES = [
  'suvs',
  'sedans',
  'wagons',
  'coupes',
  'convertibles',
  'hatchbacks',
  'trucks',
  'minivans',
  'commercial',
] as const
export type BodyStyle = (typeof BODY_STYLES)[number]

/** The home page's special-filter cards and the great-deals query (site.md section 2). */
export const GREAT_DEALS = ['price-drop', 'premium-upgrades'] as const
export type GreatDeal = (typeof GREAT_DEALS)[number]

export { COLORS, COLOR_LABELS, isColor, type Color } from '../vehicles/color'

/**
 * "Monthly payment up to" steps of the filter panel, in whole dollars (issue 38; decision 0323).
 * The URL takes any whole amount from 1 to MAX_MONTHLY_PAYMENT.
 */
export const MONTHLY_PAYMENT_STEPS = [200, 250, 300, 400, 500, 700] as const
export const MAX_MONTHLY_PAYMENT = 10_000

/** Inclusive bounds; a missing side is open. Prices in whole dollars, mileage in miles. */
export type Range = { min?: number; max?: number }

export type SearchFilters = {
  /** Undefined means every live condition (the /cars-for-sale route). */
  condition?: Condition
  bodystyle?: BodyStyle
  /** Make slug, e.g. 'toyota'. */
  make?: string
  /** Model slug, e.g. 'camry'; only meaningful with `make`. */
  model?: string
  /** Feature slugs, sorted and unique. */
  features?: string[]
  price?: Range
  year?: Range
  mileage?: Range
  /** Exterior color, from the short list (decision 0322). */
  color?: Color
  /** Monthly payment up to this many whole dollars, as the card's estimate shows it (decision 0323). */
  payment?: number
  /** Store (location) id slug. */
  store?: string
  /** Keyword, trimmed, at most 100 characters. */
  q?: string
  greatDeals?: GreatDeal
  /** Private inventory unlocked (site.md section 6); never written to a URL. */
  private?: boolean
}

/**
 * Sort options in the spec's order (site.md section 3). `price` is lowest first, like priceLow. What a
 * shopper reads for each is the catalog's `search.sort.<value>` (src/i18n/messages/inventory.ts).
 */
export const SORT_OPTIONS = [
  { value: 'newest' },
  { value: 'oldest' },
  { value: 'price' },
  { value: 'priceHigh' },
  { value: 'priceLow' },
  { value: 'mileage' },
  { value: 'year' },
] as const
export type SortOption = (typeof SORT_OPTIONS)[number]['value']

/** site.md section 9: default sort newest. */
export const DEFAULT_SORT: SortOption = 'newest'

export type SortField = 'dateInStock' | 'price' | 'mileage' | 'year'
export type SortOrder = { field: SortField; direction: 'asc' | 'desc' }

const SORT_ORDERS: Record<SortOption, SortOrder> = {
  newest: { field: 'dateInStock', direction: 'desc' },
  oldest: { field: 'dateInStock', direction: 'asc' },
  price: { field: 'price', direction: 'asc' },
  priceHigh: { field: 'price', direction: 'desc' },
  priceLow: { field: 'price', direction: 'asc' },
  mileage: { field: 'mileage', direction: 'asc' },
  year: { field: 'year', direction: 'desc' },
}

export function sortToOrder(sort: SortOption): SortOrder {
  return SORT_ORDERS[sort]
}

/** A sort value from a URL, matched case-insensitively; anything else is not a sort. */
export function parseSort(value: string | undefined): SortOption | undefined {
  if (value === undefined) return undefined
  const lower = value.trim().toLowerCase()
  return SORT_OPTIONS.find((o) => o.value.toLowerCase() === lower)?.value
}

export function isCondition(value: string): value is Condition {
  return (CONDITIONS as readonly string[]).includes(value)
}

export function isBodyStyle(value: string): value is BodyStyle {
  return (BODY_STYLES as readonly string[]).includes(value)
}

export function isGreatDeal(value: string): value is GreatDeal {
  return (GREAT_DEALS as readonly string[]).includes(value)
}

/** Items per page of the sample configuration (site.md section 9); production passes its own. */
export const SAMPLE_PAGE_SIZE = 19
