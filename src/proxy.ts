import { NextResponse, type NextRequest } from 'next/server'
import { COOKIES } from '@/config/cookies'

/**
 * Runs before routing. Its one job so far: a path with broken percent-encoding ('/cars-for-sale/%E0%A4%A')
 * makes Next answer 500 while decoding route params, so such a path is rewritten to a path that is
 * simply not found (404 page), as site.md section 8 asks for any route that fails validation.
 */
export function proxy(request: NextRequest): NextResponse {
  try {
    decodeURIComponent(request.nextUrl.pathname)
    return mirrorGpc(request, NextResponse.next())
  } catch {
    return NextResponse.rewrite(new URL('/page-not-found', request.url))
  }
}

export const config = {
  // Pages only: Next's own assets, the admin, the APIs and media never need it.
  matcher: ['/((?!_next/|api/|admin|feeds/|favicon.ico).*)'],
}

/**
 * Global Privacy Control (visitor-layer.md section 2): browsers that send the Sec-GPC header do not
 * always expose navigator.globalPrivacyControl, so the header is mirrored into an essential session
 * cookie the consent code reads; pages stay static (no headers() in the layout). Decision 0062.
 */
function mirrorGpc(request: NextRequest, response: NextResponse): NextResponse {
  const header = request.headers.get('sec-gpc') === '1'
  const cookie = request.cookies.get(COOKIES.gpc)?.value === '1'
  if (header && !cookie) response.cookies.set(COOKIES.gpc, '1', { path: '/', sameSite: 'lax', secure: true })
  if (!header && cookie) response.cookies.delete(COOKIES.gpc)
  return response
}
