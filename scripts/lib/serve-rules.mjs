// @ts-check
/**
 * Two rules of the custom server (scripts/serve.mjs) that hold for every request, whatever route
 * answers it (issue 35). Plain JavaScript: the server is plain Node and loads no TypeScript. Their
 * table tests are in serve-rules.test.ts beside this file.
 */

/** The path the server hands to Next instead of a page path that cannot be decoded. */
export const NOT_FOUND_PATH = '/page-not-found'

/**
 * Whether this request target is a page path (not /api, /admin or /_next: the proxy's `pathKind`,
 * src/domain/security/allowed-methods.ts) with broken percent-encoding ('%ZZ', a lone '%', bytes that
 * are not UTF-8: the proxy's `hasValidPercentEncoding`). Next decodes the route params of such a path
 * even after the proxy rewrites it to the not-found page, and answers 500 ("failed to decode param"),
 * so the server gives Next the not-found path instead (issue 35). APIs, the admin and /_next keep the
 * proxy's short 400, which Next sends without routing.
 * @param {string} target the request target, path and query
 */
export function isBrokenPagePath(target) {
  const pathname = target.split('?')[0]
  if (!pathname.includes('%')) return false
  if (/^\/(api|admin)(\/|$)/.test(pathname) || pathname.startsWith('/_next/')) return false
  if (/%(?![0-9A-Fa-f]{2})/.test(pathname)) return true
  try {
    decodeURIComponent(pathname)
    return false
  } catch {
    return true
  }
}

/** The longest a shared cache (a CDN, a proxy) may keep an error answer: a minute (issue 35). */
export const ERROR_SHARED_SECONDS_MAX = 60

/**
 * The Cache-Control an answer is sent with. A success keeps its own. An error (4xx, 5xx) keeps its own
 * only when no shared cache may keep it for more than a minute; otherwise, and when it has none (a
 * 404 is cacheable by default, RFC 9111 section 4.2.2), it is sent with `no-store`. So a photo deleted
 * while a feed still links it, or a failure of a moment, is never kept by a CDN for the 100 days the
 * site gives its files (next.config.ts), on any route.
 * @param {number} status
 * @param {string | undefined} cacheControl the answer's own header, if any
 * @returns {string | undefined}
 */
export function cacheControlFor(status, cacheControl) {
  if (status < 400) return cacheControl
  if (!cacheControl) return 'no-store'
  const directives = cacheControl
    .toLowerCase()
    .split(',')
    .map((d) => d.trim())
  if (directives.includes('no-store')) return cacheControl
  const seconds = (/** @type {string} */ name) => {
    const found = directives.find((d) => d.startsWith(`${name}=`))
    return found === undefined ? undefined : Number(found.slice(name.length + 1).replace(/"/g, ''))
  }
  // A shared cache reads s-maxage first, then max-age; `private` keeps it out of shared caches.
  const shared = seconds('s-maxage') ?? (directives.includes('private') ? 0 : seconds('max-age'))
  const extra = Math.max(seconds('stale-while-revalidate') ?? 0, seconds('stale-if-error') ?? 0)
  if (shared === undefined)
    return directives.includes('private') || directives.includes('no-cache') ? cacheControl : 'no-store'
  return Number.isFinite(shared) && shared + extra <= ERROR_SHARED_SECONDS_MAX ? cacheControl : 'no-store'
}

/**
 * What kind of route a request target is, for the request metrics and logs (issue 35): the only
 * label they carry besides the status, so no path, query or visitor ever becomes a series.
 * - `asset`: Next's own files (/_next/), uploaded media, the vehicle images and static files, and
 *   any path ending in a static file's extension (the files of public/: icons, the web manifest);
 * - `admin`: /admin and below; `api`: /api and below (Payload's REST and GraphQL, our handlers);
 * - `page`: everything else (pages, feeds, the sitemap, robots.txt).
 * @param {string} target the request target, path and query
 * @returns {'page' | 'api' | 'admin' | 'asset'}
 */
export function routeKind(target) {
  const pathname = target.split('?')[0]
  if (/^\/(_next|vehicle-images|static)\//.test(pathname) || pathname.startsWith('/api/media/file/')) return 'asset'
  if (/\.(svg|png|jpe?g|webp|avif|gif|ico|woff2?|webmanifest|css|js|map)$/i.test(pathname)) return 'asset'
  if (/^\/admin(\/|$)/.test(pathname)) return 'admin'
  if (/^\/api(\/|$)/.test(pathname)) return 'api'
  return 'page'
}
