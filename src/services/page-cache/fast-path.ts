import http from 'node:http'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import { COOKIES } from '@/config/cookies'
import { contentSecurityPolicy, nonceFromBytes } from '@/domain/security/csp'
import { pageCacheDecision } from '@/domain/page-cache/policy'
import { acceptsGzip, fastPathFacts } from '@/domain/page-cache/raw-request'
import { trackerFlagsNow } from '@/services/security/tracker-flags'
import { cachedAnswer, freshCachedPage, isFillHeader, PAGE_CACHE_FILL_HEADER, pageCacheEnabled } from './page-cache'

const gzipAsync = promisify(gzip)
const INSTALLED = Symbol.for('dealership.pageCache.fastPath')

/**
 * The page cache's fast path (issue 3 "Speed", decision 0121): a fresh copy of an inventory page is
 * answered where Node hands `next start` the request, before Next's routing and proxy, which cost
 * about three times what the answer itself does. Everything else (a miss, a stale copy, a fill
 * render, any request the facts or the decision leave out) goes on to Next exactly as before, and
 * the answer is the one the proxy would give: same bytes, headers, fresh nonce and policy.
 * Installed once per process from instrumentation.ts; `PAGE_CACHE_FAST_PATH=0` turns it off.
 */
export function installPageCacheFastPath(): void {
  if (process.env.PAGE_CACHE_FAST_PATH === '0' || process.env.NODE_ENV === 'development') return
  const g = globalThis as Record<symbol, unknown>
  if (g[INSTALLED]) return
  g[INSTALLED] = true
  const emit = http.Server.prototype.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean
  http.Server.prototype.emit = function patchedEmit(this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request' && answerFromCache(args[0] as http.IncomingMessage, args[1] as http.ServerResponse)) return true
    return emit.call(this, event, ...args)
  } as typeof http.Server.prototype.emit
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
    const policy = contentSecurityPolicy({ nonce, trackers, frameAncestors: 'none', upgradeInsecureRequests: read.https, dev: false })
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
