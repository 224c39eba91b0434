import { COOKIES } from '@/config/cookies'
import { pathKind } from '@/domain/security/allowed-methods'
import { AD_TRACKING_PARAMS } from '@/domain/tracking/ad-params'
import { isHtmlLimitedBot } from './html-limited-bots'
import { splitLocalePath } from '@/domain/i18n/locale-path'

/**
 * Which page requests the in-process page cache may answer (issue 18 "Serving"; docs/architecture.md,
 * "Serving and caching", keeps the table of what a page varies by): every public page an anonymous shopper can land on (home, search results, vehicle pages,
 * content pages, articles, offers, contact, the forms' pages), because each renders the same HTML
 * for every visitor with the same URL and store; only full document GETs (never the RSC payloads of
 * client navigations, prefetches or server actions). Everything a visitor sees of their own is
 * filled in by the browser (consent banner state, popups, experiment variants, saved form values).
 * The cookies the server reads while rendering are:
 * - the private-inventory pass (unlocked prices, private vehicles): such visitors always get a fresh
 *   render, never someone else's page;
 * - Next's draft-mode cookie (admin live preview): never cached;
 * - userSelectedStore (header phone, address and hours; the contact page's order): part of the key.
 * The one header the render reads is the user agent, and only to tell Next's "HTML-limited bots"
 * (their metadata is rendered in the head instead of streamed, ./html-limited-bots.ts): that bit is
 * part of the key too, so a bot asking first never decides what browsers get, nor the reverse (issue 35).
 * The page's language comes from its URL alone (Spanish under /es, issue 39; the proxy sets the
 * header the render reads and overwrites any a client sent) and leads the key, so a Spanish
 * visitor never gets an English copy, nor the reverse, whoever asked first.
 * Not pages: the admin, the API, Next's assets, and files served by route handlers (feeds, the
 * sitemap, robots.txt, /builds/latest.json, /.well-known/*), whose paths name a file.
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
  /** User-Agent, or null when none was sent. */
  userAgent: string | null
}

export type CacheDecision = { cache: false; reason: string } | { cache: true; key: string }

export const PAGE_CACHE_BYPASS_COOKIES = [COOKIES.unlockAccess, COOKIES.draftMode] as const
export const PAGE_CACHE_KEY_COOKIE = COOKIES.userSelectedStore
/** Headers that ask for something other than the HTML document of the URL. */
const NON_DOCUMENT_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-action',
  'next-router-segment-prefetch',
  'range',
]

export function pageCacheDecision(req: PageRequestFacts): CacheDecision {
  if (req.method !== 'GET') return { cache: false, reason: 'method' }
  if (!isPublicPagePath(req.pathname)) return { cache: false, reason: 'not a page' }
  if (NON_DOCUMENT_HEADERS.some((h) => req.headers.has(h))) return { cache: false, reason: 'not a document request' }
  if (req.search.includes('_rsc=')) return { cache: false, reason: 'not a document request' }
  // Next hides its RSC headers and the _rsc parameter from the proxy (stripped before it runs), so
  // there a client navigation's fetch looks like a document request, and answering it with cached
  // HTML turned every soft navigation to a cached page into a full reload. Browsers name the
  // difference themselves: a navigation is Sec-Fetch-Dest "document", a fetch() is "empty".
  if (req.fetchDest !== null && req.fetchDest !== 'document') return { cache: false, reason: 'not a document request' }
  // An ad click's id (gclid, fbclid...) names one visitor's click: such a URL is rendered for them
  // alone, so no one else is ever given it, and a stream of ad clicks cannot crowd out the cache.
  if (hasClickId(req.search)) return { cache: false, reason: 'personalised' }
  if (PAGE_CACHE_BYPASS_COOKIES.some((c) => req.cookies.has(c))) return { cache: false, reason: 'personalised' }
  const store = req.cookies.get(PAGE_CACHE_KEY_COOKIE) ?? ''
  // A store id is short; anything else is not a real store and is rendered (and not stored) as is.
  if (store.length > 64) return { cache: false, reason: 'personalised' }
  const client = isHtmlLimitedBot(req.userAgent) ? 'html-limited-bot' : 'browser'
  const { locale } = splitLocalePath(req.pathname)
  return { cache: true, key: `${locale}\u0000${req.pathname}${req.search}\u0000${store}\u0000${client}` }
}

const CLICK_ID_PARAMS = AD_TRACKING_PARAMS.filter((name) => !name.startsWith('utm_'))

function hasClickId(search: string): boolean {
  if (!search) return false
  const query = new URLSearchParams(search)
  return CLICK_ID_PARAMS.some((name) => query.has(name))
}

/**
 * A path that names a page rather than a file: not the admin, the API or Next's assets, and no dot in
 * its last segment (route handlers serve files: /sitemap.xml, /robots.txt, /feeds/*.csv,
 * /builds/latest.json, /.well-known/gpc.json). Vehicle slugs and content slugs never hold a dot.
 */
export function isPublicPagePath(pathname: string): boolean {
  if (pathKind(pathname) !== 'page') return false
  if (pathname.startsWith('/.well-known/')) return false
  const last = pathname.slice(pathname.lastIndexOf('/') + 1)
  return !last.includes('.')
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
