import { NextResponse, type NextRequest } from 'next/server'
import { allowedMethods, isMethodRefused, pathKind } from '@/domain/security/allowed-methods'
import { hasValidPercentEncoding, hasValidQueryEncoding } from '@/domain/security/path-encoding'
import { logRefusal } from './refusal-log'
import { NO_STORE } from '@/server/http/responses'

/**
 * The proxy's first step on every path (issue 16, section 2): requests Next would answer with a 500
 * (or, for pages, render as if they were GET) get a short 4xx here instead, logged once:
 * - broken percent-encoding in the path: the 404 page for pages (site.md section 8,
 *   docs/security.md), a JSON 400 for APIs and a plain 400 for the admin and Next's assets;
 * - broken percent-encoding in an API query string (Payload's query parser throws on it): 400;
 * - a method the path does not serve (pages, files, the admin, /_next): 405 with Allow.
 * Null lets the request through. TRACE and TRACK never get here: see decision 0205.
 */
export function refusedRequest(request: NextRequest): NextResponse | null {
  const { pathname, search } = request.nextUrl
  const kind = pathKind(pathname)
  if (!hasValidPercentEncoding(pathname)) {
    logRefusal(kind === 'page' ? 404 : 400, request.method, request.url, 'broken percent-encoding in the path')
    if (kind === 'page') return NextResponse.rewrite(new URL('/page-not-found', request.url))
    return answer(request, 400, 'The path has broken percent-encoding.')
  }
  if (kind === 'api' && !hasValidQueryEncoding(search)) {
    logRefusal(400, request.method, request.url, 'broken percent-encoding in the query')
    return answer(request, 400, 'The query string has broken percent-encoding.')
  }
  if (isMethodRefused(request.method, pathname)) {
    logRefusal(405, request.method, request.url, 'method not served here')
    return answer(request, 405, 'Method Not Allowed', { Allow: allowedMethods(pathname)!.join(', ') })
  }
  return null
}

function answer(
  request: NextRequest,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): NextResponse {
  const all = { ...NO_STORE, ...headers }
  if (pathKind(request.nextUrl.pathname) === 'api')
    return NextResponse.json({ errors: [{ message }] }, { status, headers: all })
  return new NextResponse(request.method === 'HEAD' ? null : `${message}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', ...all },
  })
}
