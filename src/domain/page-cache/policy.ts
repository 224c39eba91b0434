import { parseSearchRoot, splitPath } from '@/domain/inventory/search-url'

/**
 * Which page requests the in-process page cache may answer (issue 3 "Speed", decision 0097). Only
 * inventory pages (search result and vehicle detail pages under /cars-for-sale and
 * /{condition}-cars-for-sale), which shoppers hit most and which change only with stock; only full
 * document GETs (never the RSC payloads of client navigations, prefetches or server actions); and
 * only for requests whose rendering depends on nothing but the URL and the store the visitor picked.
 * The cookies the server reads while rendering are:
 * - the private-inventory pass (unlocked prices, private vehicles): such visitors always get a fresh
 *   render, never someone else's page;
 * - Next's draft-mode cookie (admin live preview): never cached;
 * - userSelectedStore (header phone, address and hours): part of the key.
 */
export type PageRequestFacts = {
  method: string
  pathname: string
  search: string
  /** Lower-case header names present on the request. */
  headers: ReadonlySet<string>
  /** Sec-Fetch-Dest: what a browser says it is fetching; null from clients that do not send it. */
  fetchDest: string | null
  cookies: ReadonlyMap<string, string>
}

export type CacheDecision = { cache: false; reason: string } | { cache: true; key: string }

export const PAGE_CACHE_BYPASS_COOKIES = ['unlockAccess', '__prerender_bypass'] as const
export const PAGE_CACHE_KEY_COOKIE = 'userSelectedStore'
/** Headers that ask for something other than the HTML document of the URL. */
const NON_DOCUMENT_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-action', 'next-router-segment-prefetch', 'range']

export function pageCacheDecision(req: PageRequestFacts): CacheDecision {
  if (req.method !== 'GET') return { cache: false, reason: 'method' }
  const first = splitPath(req.pathname)[0]
  if (!first || !parseSearchRoot(first)) return { cache: false, reason: 'not an inventory page' }
  if (NON_DOCUMENT_HEADERS.some((h) => req.headers.has(h))) return { cache: false, reason: 'not a document request' }
  if (req.search.includes('_rsc=')) return { cache: false, reason: 'not a document request' }
  // Next hides its RSC headers and the _rsc parameter from the proxy (stripped before it runs), so
  // there a client navigation's fetch looks like a document request, and answering it with cached
  // HTML turned every soft navigation to a cached page into a full reload. Browsers name the
  // difference themselves: a navigation is Sec-Fetch-Dest "document", a fetch() is "empty".
  if (req.fetchDest !== null && req.fetchDest !== 'document') return { cache: false, reason: 'not a document request' }
  if (PAGE_CACHE_BYPASS_COOKIES.some((c) => req.cookies.has(c))) return { cache: false, reason: 'personalised' }
  const store = req.cookies.get(PAGE_CACHE_KEY_COOKIE) ?? ''
  // A store id is short; anything else is not a real store and is rendered (and not stored) as is.
  if (store.length > 64) return { cache: false, reason: 'personalised' }
  return { cache: true, key: `${req.pathname}${req.search}\u0000${store}` }
}

/** Swaps the CSP nonce a cached page was rendered with for this response's own (issue 9 CSP). */
export function withNonce(html: string, renderedNonce: string, nonce: string): string {
  return renderedNonce ? html.split(renderedNonce).join(nonce) : html
}

/**
 * The page cut at every occurrence of the nonce it was rendered with: serving joins the pieces with
 * the response's own nonce, so the cache can keep the pieces already encoded (a search page is
 * ~100 kB: splitting and re-encoding it on every answer was the cache's largest own cost).
 */
export function splitAtNonce(html: string, renderedNonce: string): string[] {
  return renderedNonce ? html.split(renderedNonce) : [html]
}

/** The nonce of a Content-Security-Policy header ('nonce-…' in script-src). */
export function nonceOfPolicy(policy: string | null): string | null {
  return /'nonce-([^']+)'/.exec(policy ?? '')?.[1] ?? null
}
