import { NextResponse, type NextRequest } from 'next/server'
import { COOKIES } from '@/config/cookies'
import { adminContentSecurityPolicy, contentSecurityPolicy, nonceFromBytes } from '@/domain/security/csp'
import { trackerFlags } from '@/services/security/tracker-flags'
import { refusedRequest } from '@/services/security/request-guard'
import { pathKind } from '@/domain/security/allowed-methods'
import { LOCALE_HEADER, LOCALE_PATH_HEADER, splitLocalePath } from '@/domain/i18n/locale-path'

/**
 * Runs before every request, assets, APIs and the admin included, so that requests Next would answer
 * with a 500 get a short 4xx first (broken percent-encoding, a method the path does not serve:
 * issue 16, section 2, src/services/security/request-guard.ts). Then, for pages:
 * - the Content-Security-Policy with a fresh nonce (issue 9, docs/security.md): Next reads the nonce
 *   from the request's policy and puts it on its own scripts; our one inline script reads x-nonce;
 * - the Sec-GPC header mirrored into a cookie (decision 0062);
 * - the page's language (issue 39, decision 0338): `/es/<path>` is rewritten to the route of
 *   `<path>`, and every page request carries x-site-locale (en or es) and x-site-path (the path
 *   without its prefix), always set here, so a header the client sent never decides the language.
 * Pages the page cache holds never get here: the custom server answers them (scripts/serve.mjs,
 * decision 0285); it uses the same policy builder.
 * The admin gets its own nonce policy the same way (issue 16, section 4; decision 0215).
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const refused = refusedRequest(request)
  if (refused) return refused
  const kind = pathKind(request.nextUrl.pathname)
  if (kind === 'admin') return adminPage(request)
  if (kind !== 'page' || NOT_PAGES.test(request.nextUrl.pathname)) return notAPage(request)
  const nonce = newNonce()
  const policy = contentSecurityPolicy({
    nonce,
    trackers: await trackerFlags(),
    frameAncestors: request.cookies.has(COOKIES.draftMode) ? 'self' : 'none',
    upgradeInsecureRequests: isHttps(request),
    dev: process.env.NODE_ENV === 'development',
  })
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

/**
 * Next reads the nonce from the request's policy and puts it on the scripts it renders. A public
 * page also gets its language from its path: a Spanish path is rendered by the same route as its
 * English twin (Spanish pages live under /es with the same paths, issue 39).
 */
function withPolicy(request: NextRequest, nonce: string, policy: string): NextResponse {
  const headers = new Headers(request.headers)
  headers.set('x-nonce', nonce)
  headers.set('content-security-policy', policy)
  headers.delete(LOCALE_HEADER)
  headers.delete(LOCALE_PATH_HEADER)
  const { locale, path } = splitLocalePath(request.nextUrl.pathname)
  let response: NextResponse
  if (pathKind(request.nextUrl.pathname) === 'admin') {
    response = NextResponse.next({ request: { headers } })
  } else {
    headers.set(LOCALE_HEADER, locale)
    headers.set(LOCALE_PATH_HEADER, path)
    // /es/api/… or /es/feeds/… name no page: they stay as they are and get the Spanish 404.
    const rewrite = locale !== 'en' && pathKind(path) === 'page' && !NOT_PAGES.test(path)
    response = rewrite
      ? NextResponse.rewrite(new URL(`${path}${request.nextUrl.search}`, request.url), { request: { headers } })
      : NextResponse.next({ request: { headers } })
  }
  response.headers.set('content-security-policy', policy)
  return response
}

/** Assets, APIs and files: no page steps, but never a language header a client made up. */
function notAPage(request: NextRequest): NextResponse {
  if (!request.headers.has(LOCALE_HEADER) && !request.headers.has(LOCALE_PATH_HEADER)) return NextResponse.next()
  const headers = new Headers(request.headers)
  headers.delete(LOCALE_HEADER)
  headers.delete(LOCALE_PATH_HEADER)
  return NextResponse.next({ request: { headers } })
}

/** Paths the page steps (nonce, GPC cookie) never need: feeds and the favicon. */
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
