/**
 * Query-string helpers shared by the search, canonical and redirect modules. Input is the shape
 * Next hands a page (`searchParams`): a record of string or string[]; `toQueryRecord` converts a
 * URLSearchParams or a raw search string.
 */

export type QueryInput = Readonly<Record<string, string | readonly string[] | undefined>>

/** First value of a parameter; repeated parameters keep the first. */
export function firstValue(query: QueryInput, name: string): string | undefined {
  if (!Object.hasOwn(query, name)) return undefined
  const value = query[name]
  return typeof value === 'string' ? value : value?.[0]
}

export function toQueryRecord(search: string | URLSearchParams): Record<string, string | string[]> {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const out: Record<string, string | string[]> = {}
  for (const [key, value] of params) {
    const prev = Object.hasOwn(out, key) ? out[key] : undefined
    out[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value]
  }
  return out
}

/**
 * encodeURIComponent plus ! ' ( ) * (so a value can never close a quoted attribute), except that
 * the comma of `min,max` ranges stays readable (an RFC 3986 sub-delimiter, legal in a query).
 */
export function encodeQueryValue(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase())
    .replace(/%2C/gi, ',')
}

/** `?a=1&b=2` with names sorted (visitor-layer.md section 2 "Page metadata"); '' when empty. */
export function buildQueryString(entries: ReadonlyArray<readonly [string, string]>): string {
  if (entries.length === 0) return ''
  const sorted = [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return '?' + sorted.map(([k, v]) => `${encodeQueryValue(k)}=${encodeQueryValue(v)}`).join('&')
}

/** Longest keyword kept (characters after cleaning). */
export const MAX_KEYWORD_LENGTH = 100

/**
 * A search keyword: letters, digits and a little punctuation (- ' . & / +) survive; everything else
 * (angle brackets, quotes, semicolons, control characters) becomes a space, runs of spaces
 * collapse, the result is lowercased, trimmed and cut to 100 characters. Empty -> undefined.
 */
export function sanitizeKeyword(value: string | undefined): string | undefined {
  if (value === undefined) return undefined
  const cleaned = value
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N} \-'.&/+]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
    .slice(0, MAX_KEYWORD_LENGTH)
    .trim()
  return cleaned === '' ? undefined : cleaned
}

/** Largest page a URL may ask for; the caller clamps further with `clampPage`. */
export const MAX_PAGE = 10_000

/** 1-based page: missing, non-numeric, 0 or negative -> 1; above MAX_PAGE -> MAX_PAGE. */
export function parsePageParam(value: string | undefined): number {
  if (value === undefined || !/^\d{1,12}$/.test(value.trim())) return 1
  const n = Number(value.trim())
  return n < 1 ? 1 : Math.min(n, MAX_PAGE)
}

/** Nearest page that exists for `total` results; an empty result still has page 1. */
export function clampPage(page: number, total: number, pageSize: number): number {
  const size = Math.max(1, Math.floor(pageSize))
  const last = Math.max(1, Math.ceil(Math.max(0, total) / size))
  const p = Number.isFinite(page) ? Math.floor(page) : 1
  return Math.min(Math.max(1, p), last)
}

/** Ad tracking parameters the site stores (site.md section 9); redirects carry them along. */
export { AD_TRACKING_PARAMS } from '../tracking/ad-params'

/** The entries of `query` whose names are in `names`, repeated values kept, for a redirect. */
export function pickQueryEntries(query: QueryInput, names: readonly string[]): Array<[string, string]> {
  const out: Array<[string, string]> = []
  for (const name of names) {
    if (!Object.hasOwn(query, name)) continue
    const value = query[name]
    for (const v of typeof value === 'string' ? [value] : (value ?? [])) out.push([name, v])
  }
  return out
}

/** decodeURIComponent that gives up quietly on malformed input ('%E0%A4%A'). */
export function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment)
  } catch {
    return undefined
  }
}
