import type { SearchFilters } from '../inventory/filters'
import { toQueryRecord } from '../inventory/query'
import { formatSearchUrl, parseSearchPath, splitPath } from '../inventory/search-url'
import type { SegmentVocabulary } from '../inventory/vocabulary'

/**
 * A saved search is kept as the address of its results page (issue 38; decision 0337): the
 * canonical filter URL (src/domain/inventory/search-url.ts), which the results page itself reads
 * with the same parser. Saving and matching both read it here, so a saved search finds exactly what
 * its page shows: the sort and the page number are dropped (they change no match), and an address
 * the results page would not read (a 404) is no saved search.
 */
export const MAX_SEARCH_URL_LENGTH = 1000

export type SavedSearchUrl = { filters: SearchFilters; url: string }

export function readSavedSearchUrl(value: string, vocabulary: SegmentVocabulary): SavedSearchUrl | null {
  // A site-relative path only: never another host, never `//host`.
  if (value.length > MAX_SEARCH_URL_LENGTH || !value.startsWith('/') || value.startsWith('//')) return null
  const [path, query = ''] = value.split('?')
  const parsed = parseSearchPath(splitPath(path), toQueryRecord(query.split('#')[0]), vocabulary)
  if (!parsed.ok) return null
  // The private inventory is never in an address, and never announced (site.md section 6).
  const { private: _private, ...filters } = parsed.filters
  return { filters, url: formatSearchUrl(filters) }
}

/**
 * A saved search as the shopper and the sales team read it: its address, its heading in words, and
 * what it names of a vehicle (the lead's ADF vehicle of interest). Built from the inventory's own
 * words by the results page's code (src/app/(frontend)/_inventory/saved-search-words.ts).
 */
export type SearchWords = {
  url: string
  title: string
  looksFor: { condition?: string; make?: string; model?: string; bodystyle?: string }
  /** The store the search is limited to (its id), whose salespeople get the lead. */
  store?: string
}

/** Reads a results page's address into its words; null when the page would be a 404. */
export type SearchReader = (url: string) => SearchWords | null
