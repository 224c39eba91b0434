/**
 * Inventory search URL <-> filters (site.md section 2 "/cars-for-sale/{segment1?}/{segment2?}/
 * {segment3?}" and its alias "/{condition}-cars-for-sale/..."; section 9 filter priority).
 *
 * Path: /cars-for-sale (all live conditions) or /{condition}-cars-for-sale, then segments.ts.
 * Query (names sorted, values lowercase except the spec's camelCase sort names):
 *   color=red|gray|... (decision 0322)  great-deals=price-drop|premium-upgrades  mileage=min,max
 *   page=n (omitted when 1)  payment=300 (monthly, whole dollars; decision 0323)
 *   price=min,max (only when price does not fit the path)  q=keyword
 *   sort=oldest|price|... (omitted when newest)  store=slug  year=min,max
 * Path problems make the URL unreadable (404); query problems drop that parameter (the canonical
 * redirect then removes it).
 */
import {
  DEFAULT_SORT,
  isColor,
  isCondition,
  isGreatDeal,
  parseSort,
  type Condition,
  type SearchFilters,
  type SortOption,
} from './filters'
import { normalizeFilters } from './normalize'
import { buildQueryString, encodeQueryValue, firstValue, MAX_PAGE, parsePageParam, type QueryInput } from './query'
import { formatRangeParam, parseRangeParam, parseWholeNumber } from './ranges'
import { filtersToSegments, MAX_PATH_SEGMENTS, parseSegment, SEGMENT_KINDS, type SegmentError } from './segments'
import { isKnownStore, type SegmentVocabulary } from './vocabulary'

export const SEARCH_ROOT = 'cars-for-sale'

/** Query parameters the search reads; everything else (utm_source, gclid ...) passes by. */
export const SEARCH_QUERY_PARAMS = [
  'color',
  'great-deals',
  'mileage',
  'page',
  'payment',
  'price',
  'q',
  'sort',
  'store',
  'year',
] as const

export type SearchState = { filters: SearchFilters; sort: SortOption; page: number }
export type SearchParseError =
  'not-search' | 'unknown-condition' | 'too-many-segments' | 'duplicate-segment' | 'out-of-order' | SegmentError
export type SearchParse = ({ ok: true } & SearchState) | { ok: false; reason: SearchParseError }

export function searchRootSegment(condition?: Condition): string {
  return condition ? `${condition}-${SEARCH_ROOT}` : SEARCH_ROOT
}

/** 'cars-for-sale' -> all, 'used-cars-for-sale' -> used; anything else -> undefined. */
export function parseSearchRoot(segment: string): { condition?: Condition } | undefined {
  const m = /^(?:([a-z]+)-)?cars-for-sale$/.exec(segment.toLowerCase())
  if (!m) return undefined
  if (m[1] === undefined) return {}
  return isCondition(m[1]) ? { condition: m[1] } : undefined
}

export function splitPath(pathname: string): string[] {
  return pathname
    .split('?')[0]
    .split('/')
    .filter((s) => s !== '')
}

/** `pathSegments` include the root: ['used-cars-for-sale', 'suvs', 'toyota']. */
export function parseSearchPath(
  pathSegments: readonly string[],
  query: QueryInput,
  vocabulary: SegmentVocabulary,
): SearchParse {
  const [rootSegment, ...rest] = pathSegments
  const root = rootSegment === undefined ? undefined : parseSearchRoot(rootSegment)
  if (!root) return { ok: false, reason: 'not-search' }
  if (root.condition && vocabulary.conditions && !vocabulary.conditions.includes(root.condition)) {
    return { ok: false, reason: 'unknown-condition' }
  }
  if (rest.length > MAX_PATH_SEGMENTS) return { ok: false, reason: 'too-many-segments' }

  const raw: SearchFilters = root.condition ? { condition: root.condition } : {}
  let lastKind = -1
  for (const segment of rest) {
    const parsed = parseSegment(segment, vocabulary)
    if ('error' in parsed) return { ok: false, reason: parsed.error }
    const kind = SEGMENT_KINDS.indexOf(parsed.kind)
    if (kind === lastKind) return { ok: false, reason: 'duplicate-segment' }
    if (kind < lastKind) return { ok: false, reason: 'out-of-order' }
    lastKind = kind
    if (parsed.kind === 'bodystyle') raw.bodystyle = parsed.bodystyle
    else if (parsed.kind === 'make-model')
      Object.assign(raw, parsed.model ? { make: parsed.make, model: parsed.model } : { make: parsed.make })
    else if (parsed.kind === 'features') raw.features = parsed.features
    else raw.price = parsed.price
  }

  // Query filters: each is validated on its own and silently dropped when invalid.
  if (!raw.price) raw.price = parseRangeParam(firstValue(query, 'price'), 'price')
  raw.year = parseRangeParam(firstValue(query, 'year'), 'year')
  raw.mileage = parseRangeParam(firstValue(query, 'mileage'), 'mileage')
  const store = firstValue(query, 'store')?.trim().toLowerCase()
  if (store && isKnownStore(vocabulary, store)) raw.store = store
  raw.q = firstValue(query, 'q')
  const color = firstValue(query, 'color')?.trim().toLowerCase()
  if (color && isColor(color)) raw.color = color
  const payment = firstValue(query, 'payment')?.trim()
  if (payment) raw.payment = parseWholeNumber(payment)
  const deal = firstValue(query, 'great-deals')?.trim().toLowerCase()
  if (deal && isGreatDeal(deal)) raw.greatDeals = deal

  return {
    ok: true,
    filters: normalizeFilters(raw),
    sort: parseSort(firstValue(query, 'sort')) ?? DEFAULT_SORT,
    page: parsePageParam(firstValue(query, 'page')),
  }
}

/** The canonical path and query entries (unsorted) of a search. */
export function searchUrlParts(
  filters: SearchFilters,
  sort: SortOption = DEFAULT_SORT,
  page = 1,
): { path: string; entries: Array<[string, string]> } {
  const f = normalizeFilters(filters)
  const { segments, overflowPrice } = filtersToSegments(f)
  const entries: Array<[string, string]> = []
  if (f.color) entries.push(['color', f.color])
  if (f.greatDeals) entries.push(['great-deals', f.greatDeals])
  if (f.mileage) entries.push(['mileage', formatRangeParam(f.mileage)])
  const p = Number.isFinite(page) ? Math.min(Math.max(1, Math.floor(page)), MAX_PAGE) : 1
  if (p > 1) entries.push(['page', String(p)])
  if (f.payment !== undefined) entries.push(['payment', String(f.payment)])
  if (overflowPrice) entries.push(['price', formatRangeParam(overflowPrice)])
  if (f.q) entries.push(['q', f.q])
  if (sort !== DEFAULT_SORT) entries.push(['sort', sort])
  if (f.store) entries.push(['store', f.store])
  if (f.year) entries.push(['year', formatRangeParam(f.year)])
  return { path: '/' + [searchRootSegment(f.condition), ...segments].join('/'), entries }
}

/** The one canonical URL of a search: default sort and page 1 left out, query names sorted. */
export function formatSearchUrl(filters: SearchFilters, sort: SortOption = DEFAULT_SORT, page = 1): string {
  const { path, entries } = searchUrlParts(filters, sort, page)
  return path + buildQueryString(entries)
}

export type SearchCanonical =
  | ({ ok: true; canonicalUrl: string; isCanonical: boolean; redirectUrl: string } & SearchState)
  | { ok: false; reason: SearchParseError }

/**
 * Reads a request and says whether it is already the canonical URL. Parameters the search does not
 * read (utm_*, gclid ...) are ignored for the comparison and carried over into `redirectUrl`, so a
 * 308 to the canonical URL keeps ad tracking intact.
 */
export function canonicalizeSearch(
  pathname: string,
  query: QueryInput,
  vocabulary: SegmentVocabulary,
): SearchCanonical {
  const parsed = parseSearchPath(splitPath(pathname), query, vocabulary)
  if (!parsed.ok) return parsed
  const { path, entries } = searchUrlParts(parsed.filters, parsed.sort, parsed.page)
  const canonicalUrl = path + buildQueryString(entries)

  const known = new Set<string>(SEARCH_QUERY_PARAMS)
  const requested: string[] = []
  const foreign: Array<[string, string]> = []
  let repeated = false
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue
    const values = typeof value === 'string' ? [value] : [...value]
    if (!known.has(name)) {
      for (const v of values) foreign.push([name, v])
      continue
    }
    if (values.length !== 1) repeated = true
    requested.push(`${encodeQueryValue(name)}=${encodeQueryValue(values[0] ?? '')}`)
  }
  const requestedUrl = pathname + (requested.length ? '?' + requested.join('&') : '')
  const isCanonical = !repeated && requestedUrl === canonicalUrl
  const redirectUrl = path + buildQueryString([...entries, ...foreign])
  return {
    ok: true,
    filters: parsed.filters,
    sort: parsed.sort,
    page: parsed.page,
    canonicalUrl,
    isCanonical,
    redirectUrl,
  }
}
