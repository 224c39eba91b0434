/**
 * Canonical link and indexability (visitor-layer.md section 2 "Page metadata"): the canonical link
 * is built from the path; only whitelisted query parameters are kept, sorted by name; the path may
 * be lowercased by configuration. A search page is indexable when its canonical URL is one of the
 * filter pages listed in the sitemap ("filters" source, site.md section 7).
 */
import type { SearchFilters } from './filters'
import { normalizeFilters } from './normalize'
import { buildQueryString, type QueryInput } from './query'
import { formatSearchUrl } from './search-url'

export type CanonicalOptions = {
  /** Query parameter names that survive; all others are dropped. */
  whitelist: readonly string[]
  lowercasePath?: boolean
  /** 'https://example.com'; without it the link is root-relative. */
  origin?: string
}

/** '/Cars-For-Sale//suvs/' -> '/cars-for-sale/suvs' (with lowercasePath); the root stays '/'. */
export function canonicalPath(path: string, lowercase = false): string {
  const clean = '/' + path.split(/[?#]/)[0].split('/').filter(Boolean).join('/')
  return lowercase ? clean.toLowerCase() : clean
}

export function canonicalLink(path: string, query: QueryInput, options: CanonicalOptions): string {
  const entries: Array<[string, string]> = []
  for (const name of options.whitelist) {
    if (!Object.hasOwn(query, name)) continue
    const raw = query[name]
    const value = (typeof raw === 'string' ? raw : raw?.[0])?.trim()
    if (value) entries.push([name, value])
  }
  const origin = options.origin?.replace(/\/+$/, '') ?? ''
  return origin + canonicalPath(path, options.lowercasePath) + buildQueryString(entries)
}

/** Sitemap entry -> comparable root-relative URL: origin removed, path lowercased, no trailing '/'. */
function comparable(entry: string): string {
  const noOrigin = entry.trim().replace(/^https?:\/\/[^/]+/i, '')
  const q = noOrigin.indexOf('?')
  const path = canonicalPath(q === -1 ? noOrigin : noOrigin.slice(0, q), true)
  return q === -1 ? path : path + noOrigin.slice(q)
}

/**
 * Indexable: the plain inventory pages (no filter beyond the condition), and filter pages whose
 * canonical URL (page 1, default sort) is in `indexableFilterPaths`. Keyword, store, year and other
 * query-only searches are therefore noindex unless listed; private inventory never is indexable.
 */
export function isIndexableSearch(filters: SearchFilters, indexableFilterPaths: readonly string[]): boolean {
  const f = normalizeFilters(filters)
  if (f.private) return false
  if (Object.keys(f).every((k) => k === 'condition')) return true
  const url = formatSearchUrl(f)
  return isListedUrl(url, indexableFilterPaths)
}

/** Whether a root-relative URL is one of the sitemap entries (absolute or root-relative, any case, trailing '/'). */
export function isListedUrl(url: string, entries: readonly string[]): boolean {
  const wanted = comparable(url)
  return entries.some((entry) => comparable(entry) === wanted)
}
