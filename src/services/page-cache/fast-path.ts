import type http from 'node:http'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import { COOKIES } from '@/config/cookies'
import { contentSecurityPolicy, nonceFromBytes } from '@/domain/security/csp'
import { pageCacheDecision } from '@/domain/page-cache/policy'
import { acceptsGzip, fastPathFacts } from '@/domain/page-cache/raw-request'
import { trackerFlagsNow } from '@/services/security/tracker-flags'
import { cachedAnswer, freshCachedPage, isFillHeader, PAGE_CACHE_FILL_HEADER, pageCacheEnabled } from './page-cache'

const gzipAsync = promisify(gzip)

/**
 * The page cache's fast path (issue 3 "Speed", issue 18, decision 0121): a fresh copy of an
 * inventory page is answered by the custom server (`scripts/serve.mjs`) before it hands the request
 * to Next, whose routing and proxy cost about three times what the answer itself does. Everything
 * else (a miss, a stale copy, a fill render, any request the facts or the decision leave out) goes on
 * to Next exactly as before, and the answer is the one the proxy would give: same bytes, headers,
 * fresh nonce and policy.
 *
 * The custom server is plain Node and cannot import the app's TypeScript, so the app hands it this
 * function once at start-up (instrumentation.ts) under a process-wide name; the server calls it in
 * the open, on each request. Nothing of Node or Next is patched. `PAGE_CACHE_FAST_PATH=0` (or
 * `next dev`) leaves it unregistered, and the proxy then answers hits.
 */
export const FAST_PATH_KEY = Symbol.for('dealership.pageCache.answer')

export function registerPageCacheFastPath(): void {
  if (process.env.PAGE_CACHE_FAST_PATH === '0' || process.env.NODE_ENV === 'development') return
  ;(globalThis as Record<symbol, unknown>)[FAST_PATH_KEY] = answerFromCache
}

/** True when the request was answered here; false leaves it to Next, untouched. */
function answerFromCache(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  try {
    if (req.method !== 'GET' || !pageCacheEnabled() || isFillHeader(req.headers[PAGE_CACHE_FILL_HEADER])) return false
    const read = fastPathFacts(req, COOKIES.gpc)
    if (!read) return false
    const decision = pageCacheDecision(read.facts)
    if (!decision.cache) return false
    const page = freshCachedPage(decision.key)
    const trackers = trackerFlagsNow()
    if (!page || !trackers) return false
    const nonce = nonceFromBytes(crypto.getRandomValues(new Uint8Array(16)))
    const policy = contentSecurityPolicy({
      nonce,
      trackers,
      frameAncestors: 'none',
      upgradeInsecureRequests: read.https,
      dev: false,
    })
    const answer = cachedAnswer(page, nonce, policy, { hit: true, by: 'fast-path' })
    if (!acceptsGzip(req.headers['accept-encoding'])) {
      res.writeHead(200, answer.headers.flat())
      res.end(answer.body)
      return true
    }
    // Compressed as Next would compress the same answer (zlib's default level), off the main thread.
    gzipAsync(answer.body).then(
      (zipped) => {
        const headers = answer.headers.filter(([name]) => name !== 'content-length')
        headers.push(['content-encoding', 'gzip'], ['content-length', String(zipped.byteLength)])
        res.writeHead(200, headers.flat())
        res.end(zipped)
      },
      () => {
        res.writeHead(200, answer.headers.flat())
        res.end(answer.body)
      },
    )
    return true
  } catch {
    return false
  }
}
