import { NextResponse, type NextRequest } from 'next/server'
import { COOKIES } from '@/config/cookies'
import { contentSecurityPolicy, nonceFromBytes } from '@/domain/security/csp'
import { trackerFlags } from '@/services/security/tracker-flags'

/** Next's draft-mode cookie: set by /api/preview, present while the admin's live preview frames a page. */
const DRAFT_COOKIE = '__prerender_bypass'

/**
 * Runs before every page (not assets, APIs or the admin):
 * - a path with broken percent-encoding ('/cars-for-sale/%E0%A4%A') makes Next answer 500 while
 *   decoding route params, so it is rewritten to a path that is simply not found (404 page), as
 *   site.md section 8 asks for any route that fails validation;
 * - the Content-Security-Policy with a fresh nonce (issue 9, docs/security.md): Next reads the nonce
 *   from the request's policy and puts it on its own scripts; our one inline script reads x-nonce;
 * - the Sec-GPC header mirrored into a cookie (decision 0062).
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  try {
    decodeURIComponent(request.nextUrl.pathname)
  } catch {
    return NextResponse.rewrite(new URL('/page-not-found', request.url))
  }
  const nonce = nonceFromBytes(crypto.getRandomValues(new Uint8Array(16)))
  const https = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https'
  const policy = contentSecurityPolicy({
    nonce,
    trackers: await trackerFlags(),
    frameAncestors: request.cookies.has(DRAFT_COOKIE) ? 'self' : 'none',
    upgradeInsecureRequests: https,
    dev: process.env.NODE_ENV === 'development',
  })
  const headers = new Headers(request.headers)
  headers.set('x-nonce', nonce)
  headers.set('content-security-policy', policy)
  const response = NextResponse.next({ request: { headers } })
  response.headers.set('content-security-policy', policy)
  return mirrorGpc(request, response)
}

export const config = {
  // Pages only: Next's own assets, the admin, the APIs and media never need it.
  matcher: ['/((?!_next/|api/|admin|feeds/|favicon.ico).*)'],
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
