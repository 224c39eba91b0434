/**
 * Authored search pages with fixed filters (site.md section 2 route table; section 9 "Price filter:
 * $20,000 and under", "Warranty mileage filter up to 85000"):
 *   /used-cars-for-sale-in-quad-cities          no filters; ?great-deals=price-drop|premium-upgrades
 *   /affordable-used-cars-for-sale-quad-cities  price null to 20000
 *   /{token}                                    under $20K; sub-paths great_deals/price_drop and
 *                                               great_deals/premium_upgrades; ?mileage=null,85000
 * The under-$20K token is configuration; when it names the affordable page, that page gains the
 * sub-paths and the mileage query. Every page also reads ?sort and ?page like the search.
 */
import {
  DEFAULT_SORT,
  isGreatDeal,
  parseSort,
  type GreatDeal,
  type Range,
  type SearchFilters,
  type SortOption,
} from './filters'
import { normalizeFilters } from './normalize'
import { buildQueryString, firstValue, parsePageParam, type QueryInput } from './query'
import { formatRangeParam, parseRangeParam } from './ranges'
import { isSlug } from './slug'

export const UNDER_20K_PRICE = 20_000
/** Lifetime engine warranty applies under 85,000 miles (site.md section 1). */
export const WARRANTY_MILEAGE = 85_000
export const WARRANTY_MILEAGE_QUERY = `mileage=null,${WARRANTY_MILEAGE}`

export type SpecialQueryParam = 'great-deals' | 'mileage'

export type SpecialPage = {
  path: string
  filters: SearchFilters
  /** Extra path below `path` -> filters it adds. */
  subPaths: Readonly<Record<string, SearchFilters>>
  query: readonly SpecialQueryParam[]
}

export const QUAD_CITIES_PAGE: SpecialPage = {
  path: '/used-cars-for-sale-in-quad-cities',
  filters: {},
  subPaths: {},
  query: ['great-deals'],
}

export const AFFORDABLE_PAGE: SpecialPage = {
  path: '/affordable-used-cars-for-sale-quad-cities',
  filters: { price: { max: UNDER_20K_PRICE } },
  subPaths: {},
  query: [],
}

export const GREAT_DEALS_SUB_PATHS: Readonly<Record<string, SearchFilters>> = {
  'great_deals/price_drop': { greatDeals: 'price-drop' },
  'great_deals/premium_upgrades': { greatDeals: 'premium-upgrades' },
}

/** The under-$20K page at /{token}; a token that is not a slug is a configuration bug. */
export function under20kPage(token: string): SpecialPage {
  if (!isSlug(token)) throw new Error(`under-$20K token is not a slug: ${token}`)
  return {
    path: `/${token}`,
    filters: { price: { max: UNDER_20K_PRICE } },
    subPaths: GREAT_DEALS_SUB_PATHS,
    query: ['mileage'],
  }
}

export function specialPages(under20kToken?: string): SpecialPage[] {
  if (under20kToken === undefined) return [QUAD_CITIES_PAGE, AFFORDABLE_PAGE]
  const under = under20kPage(under20kToken)
  if (under.path === AFFORDABLE_PAGE.path) return [QUAD_CITIES_PAGE, under]
  return [QUAD_CITIES_PAGE, AFFORDABLE_PAGE, under]
}

export type SpecialMatch = { special: SpecialPage; filters: SearchFilters; sort: SortOption; page: number }

/** Path (case-insensitive, trailing slash ignored) -> the page and its filters, or null. */
export function matchSpecialPage(
  pathname: string,
  query: QueryInput,
  pages: readonly SpecialPage[],
): SpecialMatch | null {
  const path = ('/' + pathname.split('?')[0].split('/').filter(Boolean).join('/')).toLowerCase()
  for (const special of pages) {
    let extra: SearchFilters | undefined
    if (path === special.path) extra = {}
    else if (path.startsWith(special.path + '/')) {
      const sub = path.slice(special.path.length + 1)
      extra = Object.hasOwn(special.subPaths, sub) ? special.subPaths[sub] : undefined
    }
    if (!extra) continue
    const raw: SearchFilters = { ...special.filters, ...extra }
    if (special.query.includes('great-deals') && !raw.greatDeals) {
      const deal = firstValue(query, 'great-deals')?.trim().toLowerCase()
      if (deal && isGreatDeal(deal)) raw.greatDeals = deal
    }
    if (special.query.includes('mileage')) raw.mileage = parseRangeParam(firstValue(query, 'mileage'), 'mileage')
    return {
      special,
      filters: normalizeFilters(raw),
      sort: parseSort(firstValue(query, 'sort')) ?? DEFAULT_SORT,
      page: parsePageParam(firstValue(query, 'page')),
    }
  }
  return null
}

/** Link to a special page: a deal goes in the sub-path when the page has one, else in the query. */
export function formatSpecialPageUrl(
  special: SpecialPage,
  options: { greatDeals?: GreatDeal; mileage?: Range; sort?: SortOption; page?: number } = {},
): string {
  let path = special.path
  const entries: Array<[string, string]> = []
  if (options.greatDeals) {
    const sub = Object.entries(special.subPaths).find(([, f]) => f.greatDeals === options.greatDeals)
    if (sub) path += `/${sub[0]}`
    else if (special.query.includes('great-deals')) entries.push(['great-deals', options.greatDeals])
  }
  const mileage = normalizeFilters({ mileage: options.mileage }).mileage
  if (mileage && special.query.includes('mileage')) entries.push(['mileage', formatRangeParam(mileage)])
  if (options.sort && options.sort !== DEFAULT_SORT) entries.push(['sort', options.sort])
  if (options.page && options.page > 1) entries.push(['page', String(Math.floor(options.page))])
  return path + buildQueryString(entries)
}
