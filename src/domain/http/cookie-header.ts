import { parseCookie } from '@edge-runtime/cookies'

/**
 * The one cookie parser of the site (issue 19): a Cookie header, or the browser's
 * `document.cookie`, to a map of decoded values. It is `@edge-runtime/cookies`, the parser Next
 * itself uses for `request.cookies` and `cookies()`, so the proxy, the route handlers, the custom
 * server's page-cache path and the browser all read the same value for the same cookie.
 *
 * Values come back URI-decoded; a value that does not decode is left out, as Next leaves it out.
 * Readers never decode again: every domain parser of a cookie takes the decoded value.
 */
export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  return header ? parseCookie(header) : new Map()
}
