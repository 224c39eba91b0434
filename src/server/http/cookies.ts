import { parseCookieHeader } from '@/domain/http/cookie-header'

/**
 * The request's cookies by name, decoded, for route handlers that take a web-standard Request
 * (lead intake, tracking beacons, experiment exposures). Same parser as Next's `request.cookies`
 * (src/domain/http/cookie-header.ts).
 */
export function requestCookies(headers: Headers): Readonly<Record<string, string>> {
  return Object.fromEntries(parseCookieHeader(headers.get('cookie')))
}
