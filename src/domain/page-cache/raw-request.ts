import { parseCookieHeader } from '@/domain/http/cookie-header'
import type { PageRequestFacts } from './policy'

/**
 * The facts `pageCacheDecision` needs, read from a raw Node request by the page cache in the custom server
 * (decision 0285), exactly as Next's proxy would see them, or null whenever they might differ (the
 * request is then left to Next and the proxy, as before):
 * - the path and query must be what the WHATWG URL parser gives back unchanged (Next's `nextUrl`),
 *   and the path must decode (the proxy rewrites undecodable paths to the not-found page);
 * - cookies are parsed by Next's own parser (`@edge-runtime/cookies`);
 * - a visitor whose Sec-GPC header and GPC cookie disagree gets the cookie set or cleared by the
 *   proxy (decision 0062), so that request is left to it.
 */
export type RawPageRequest = { method?: string; url?: string; headers: Record<string, string | string[] | undefined> }

export type FastPathFacts = { facts: PageRequestFacts; https: boolean }

export function fastPathFacts(raw: RawPageRequest, gpcCookie: string): FastPathFacts | null {
  const url = raw.url ?? ''
  if (!url.startsWith('/') || url.startsWith('//')) return null
  let parsed: URL
  try {
    parsed = new URL(url, 'http://localhost')
    decodeURIComponent(parsed.pathname)
  } catch {
    return null
  }
  if (`${parsed.pathname}${parsed.search}` !== url) return null
  const cookieHeader = raw.headers.cookie
  if (Array.isArray(cookieHeader)) return null
  const cookies = parseCookieHeader(cookieHeader ?? '')
  const gpcHeader = raw.headers['sec-gpc'] === '1'
  if (gpcHeader !== (cookies.get(gpcCookie) === '1')) return null
  return {
    facts: {
      method: raw.method ?? '',
      pathname: parsed.pathname,
      search: parsed.search,
      headers: new Set(Object.keys(raw.headers)),
      fetchDest: typeof raw.headers['sec-fetch-dest'] === 'string' ? raw.headers['sec-fetch-dest'] : null,
      cookies,
      userAgent: typeof raw.headers['user-agent'] === 'string' ? raw.headers['user-agent'] : null,
    },
    https: raw.headers['x-forwarded-proto'] === 'https',
  }
}

/** Whether an Accept-Encoding header takes gzip: offered (by name or `*`) and not with `q=0`. */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '')
  return value.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';')
    if (coding.trim() !== 'gzip' && coding.trim() !== '*') return false
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    return !q || Number(q.slice(2)) > 0
  })
}
