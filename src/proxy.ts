import { NextResponse, type NextRequest } from 'next/server'
import { COOKIES } from '@/config/cookies'
import { adminContentSecurityPolicy, contentSecurityPolicy, nonceFromBytes } from '@/domain/security/csp'
import { trackerFlags } from '@/services/security/tracker-flags'
import { PAGE_CACHE_KEY_COOKIE, pageCacheDecision } from '@/domain/page-cache/policy'
import { cachedAnswer, cachedPage, isFillRequest, pageCacheEnabled } from '@/services/page-cache/page-cache'
import { refusedRequest } from '@/services/security/request-guard'
import { pathKind } from '@/domain/security/allowed-methods'

/** Next's draft-mode cookie: set by /api/preview, present while the admin's live preview frames a page. */
const DRAFT_COOKIE = '__prerender_bypass'

/**
 * Runs before every request, assets, APIs and the admin included, so that requests Next would answer
 * with a 500 get a short 4xx first (broken percent-encoding, a method the path does not serve:
 * issue 16, section 2, src/services/security/request-guard.ts). Then, for pages:
 * - the Content-Security-Policy with a fresh nonce (issue 9, docs/security.md): Next reads the nonce
 *   from the request's policy and puts it on its own scripts; our one inline script reads x-nonce;
 * - the Sec-GPC header mirrored into a cookie (decision 0062);
 * - inventory pages for anonymous shoppers answered from the page micro-cache (decision 0097).
 * The admin gets its own nonce policy the same way (issue 16, section 4; decision 0215).
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const refused = refusedRequest(request)
  if (refused) return refused
  const kind = pathKind(request.nextUrl.pathname)
  if (kind === 'admin') return adminPage(request)
  if (kind !== 'page' || NOT_PAGES.test(request.nextUrl.pathname)) return NextResponse.next()
  const nonce = newNonce()
  const policy = contentSecurityPolicy({
    nonce,
    trackers: await trackerFlags(),
    frameAncestors: request.cookies.has(DRAFT_COOKIE) ? 'self' : 'none',
    upgradeInsecureRequests: isHttps(request),
    dev: process.env.NODE_ENV === 'development',
  })
  const cached = await fromPageCache(request, nonce, policy)
  if (cached) return mirrorGpc(request, cached)
  return mirrorGpc(request, withPolicy(request, nonce, policy))
}

/** Payload's admin pages, also rendered by Next: the admin's policy with a fresh nonce. */
function adminPage(request: NextRequest): NextResponse {
  const nonce = newNonce()
  const policy = adminContentSecurityPolicy({
    nonce,
    upgradeInsecureRequests: isHttps(request),
    dev: process.env.NODE_ENV === 'development',
  })
  return withPolicy(request, nonce, policy)
}

function newNonce(): string {
  return nonceFromBytes(crypto.getRandomValues(new Uint8Array(16)))
}

function isHttps(request: NextRequest): boolean {
  return request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https'
}

/** Next reads the nonce from the request's policy and puts it on the scripts it renders. */
function withPolicy(request: NextRequest, nonce: string, policy: string): NextResponse {
  const headers = new Headers(request.headers)
  headers.set('x-nonce', nonce)
  headers.set('content-security-policy', policy)
  const response = NextResponse.next({ request: { headers } })
  response.headers.set('content-security-policy', policy)
  return response
}

/** What the loopback render of a cached page may see of the shopper's request: no other cookie. */
function forwardedHeaders(request: NextRequest): Headers {
  const headers = new Headers()
  for (const name of ['user-agent', 'accept', 'accept-language', 'x-forwarded-proto', 'x-forwarded-host']) {
    const value = request.headers.get(name)
    if (value) headers.set(name, value)
  }
  const store = request.cookies.get(PAGE_CACHE_KEY_COOKIE)?.value
  if (store) headers.set('cookie', `${PAGE_CACHE_KEY_COOKIE}=${encodeURIComponent(store)}`)
  return headers
}

/** The page from the micro-cache (decision 0097), or null to render it the usual way. */
async function fromPageCache(request: NextRequest, nonce: string, policy: string): Promise<NextResponse | null> {
  if (!pageCacheEnabled() || isFillRequest(request.headers)) return null
  const decision = pageCacheDecision({
    method: request.method,
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.search,
    headers: new Set([...request.headers.keys()].map((k) => k.toLowerCase())),
    fetchDest: request.headers.get('sec-fetch-dest'),
    cookies: new Map(request.cookies.getAll().map((c) => [c.name, c.value])),
  })
  if (!decision.cache) return null
  try {
    const { page, passthrough, hit } = await cachedPage(decision.key, request.nextUrl, () => forwardedHeaders(request))
    if (page) {
      const answer = cachedAnswer(page, nonce, policy, { hit, by: 'proxy' })
      return new NextResponse(answer.body, { status: 200, headers: answer.headers })
    }
    if (passthrough) {
      // Rendered once already (a redirect, a 404 page): answered as it came, with its own nonce and policy.
      const headers = new Headers()
      passthrough.headers.forEach((value, name) => {
        if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'set-cookie'].includes(name))
          headers.set(name, value)
      })
      for (const cookie of passthrough.headers.getSetCookie()) headers.append('set-cookie', cookie)
      headers.set('x-page-cache', 'bypass')
      return new NextResponse(passthrough.body, { status: passthrough.status, headers })
    }
    return null
  } catch {
    // The loopback render failed (server shutting down, timeout): render in this request instead.
    return null
  }
}

/** Paths the page steps (nonce, GPC cookie, page cache) never need: feeds and the favicon. */
const NOT_PAGES = /^\/(feeds\/|favicon\.ico$)/

export const config = {
  // Every path: the request guard above covers assets, APIs and the admin too (issue 16).
  matcher: ['/:path*'],
}

/**
 * Global Privacy Control (visitor-layer.md section 2): browsers that send the Sec-GPC header do not
 * always expose navigator.globalPrivacyControl, so the header is mirrored into an essential session
 * cookie the consent code reads. Decision 0062.
 */
function mirrorGpc(request: NextRequest, response: NextResponse): NextResponse {
  const header = request.headers.get('sec-gpc') === '1'
  const cookie = request.cookies.get(COOKIES.gpc)?.value === '1'
  if (header && !cookie) response.cookies.set(COOKIES.gpc, '1', { path: '/', sameSite: 'lax', secure: true })
  if (!header && cookie) response.cookies.delete(COOKIES.gpc)
  return response
}
