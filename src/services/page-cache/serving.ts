import type http from 'node:http'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import { COOKIES } from '@/config/cookies'
import { contentSecurityPolicy, nonceFromBytes } from '@/domain/security/csp'
import { PAGE_CACHE_KEY_COOKIE, pageCacheDecision } from '@/domain/page-cache/policy'
import { acceptsGzip, fastPathFacts } from '@/domain/page-cache/raw-request'
import { trackerFlagsNow } from '@/services/security/tracker-flags'
import { countPageCache } from '@/services/metrics/count'
import { databaseAnswers } from '@/services/security/outage-as-503'
import { RETRY_SOON } from '@/server/http/responses'
import { cachedAnswer, lookupPage, pageCacheEnabled, type CachedPage, type RenderedPage } from './page-cache'

const gzipAsync = promisify(gzip)

/**
 * The page cache's side of the custom server (`scripts/serve.mjs`; issue 18 "Serving", decision 0285,
 * docs/architecture.md "Serving and caching"). For every request the server asks `route` first:
 * - a fresh copy (or one just past its lifetime while its refresh renders) is answered here at once,
 *   before Next's routing and proxy, with a fresh nonce and policy: 'answered';
 * - a request for a key another request is rendering waits for that render and is answered with its
 *   copy (or goes on to Next when none was kept);
 * - the first request for a key goes on to Next, which renders it for this shopper as usual, and
 *   `route` hands the server a `PageKeeper`: the server's response class (`PageResponse`) collects
 *   what Next writes and gives it to `finish`, which keeps a copy and says what to send;
 * - anything else goes on to Next untouched: 'pass'.
 *
 * The custom server is plain Node and cannot import the app's TypeScript, so the app hands it this
 * object once at start-up (instrumentation.ts) under a process-wide name; the server calls it in the
 * open, on each request. Nothing of Node or Next is patched, and no request is made to the server
 * itself. Off in `next dev` and with PAGE_CACHE_SECONDS=0: then every request goes to Next.
 */
export const PAGE_CACHE_SERVER_KEY = Symbol.for('dealership.pageCache.server')

/** Receives the page Next rendered for a kept key; says what to send instead of what Next wrote. */
export type PageKeeper = {
  finish: (rendered: RenderedPage) => Promise<KeptAnswer>
  /** The render ended without a page (the connection closed, the render failed): keep nothing. */
  abandon: () => void
}
/** What the server sends instead of what Next wrote: the body, headers to set and remove, and a status when it differs. */
export type KeptAnswer = { body: Buffer; set: Array<[string, string]>; remove: string[]; status?: number }
export type Route = 'answered' | 'pass' | PageKeeper
export type PageCacheServer = { route: (req: http.IncomingMessage, res: http.ServerResponse) => Route | Promise<Route> }

export function registerPageCacheServer(): void {
  if (process.env.NODE_ENV === 'development') return
  const server: PageCacheServer = { route }
  ;(globalThis as Record<symbol, unknown>)[PAGE_CACHE_SERVER_KEY] = server
}

/**
 * What a kept render may see of the shopper's request: what the page may differ by (its URL, the
 * store cookie of the key) and what describes the request itself, and no other cookie or header, so
 * the copy every later visitor gets holds nothing of this one (docs/architecture.md). The shopper is given
 * the same page a later visitor with the same key gets from memory.
 */
const RENDER_HEADERS = new Set([
  'host',
  'connection',
  'user-agent',
  'accept',
  'accept-language',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'sec-fetch-dest',
  'sec-fetch-mode',
  'sec-fetch-site',
])

function route(req: http.IncomingMessage, res: http.ServerResponse): Route | Promise<Route> {
  try {
    if (req.method !== 'GET' || !pageCacheEnabled()) return 'pass'
    // A visitor whose Sec-GPC header and GPC cookie disagree is left to the proxy, which sets or
    // clears the cookie (decision 0062); so are requests whose URL or cookies Next might read otherwise.
    const read = fastPathFacts(req, COOKIES.gpc)
    if (!read) return 'pass'
    const decision = pageCacheDecision(read.facts)
    if (!decision.cache) return 'pass'
    const found = lookupPage(decision.key)
    const gzipOk = acceptsGzip(req.headers['accept-encoding'])
    switch (found.kind) {
      case 'fresh':
      case 'stale':
        return counted(answer(res, found.page, read.https, gzipOk, true) ? 'answered' : 'pass', true)
      case 'wait':
        return found.pending.then(
          (page) => counted(page && answer(res, page, read.https, gzipOk, false) ? 'answered' : 'pass', false),
          () => counted('pass', false),
        )
      case 'render':
        countPageCache('miss')
        try {
          const store = read.facts.cookies.get(PAGE_CACHE_KEY_COOKIE)
          for (const name of Object.keys(req.headers)) if (!RENDER_HEADERS.has(name)) delete req.headers[name]
          if (store) req.headers.cookie = `${PAGE_CACHE_KEY_COOKIE}=${encodeURIComponent(store)}`
          // Next sends the page uncompressed, so the copy is the page's own bytes; it is compressed below.
          req.headers['accept-encoding'] = 'identity'
          return keeper(found.keep, gzipOk)
        } catch {
          // Nothing will be kept: release whoever waits for this render.
          found.keep(null)
          return 'pass'
        }
    }
  } catch {
    return 'pass'
  }
}

/**
 * The metrics count a look-up as its `x-page-cache` header says (issue 35): a hit when a kept copy
 * was there; a miss when the page was rendered for this request, or when this request waited for
 * another request's render of it.
 */
function counted(step: 'answered' | 'pass', kept: boolean): 'answered' | 'pass' {
  countPageCache(kept && step === 'answered' ? 'hit' : 'miss')
  return step
}

function keeper(keep: (rendered: RenderedPage | null) => CachedPage | null, gzipOk: boolean): PageKeeper {
  return {
    abandon: () => void keep(null),
    finish: async (rendered) => {
      const kept = keep(rendered)
      const set: Array<[string, string]> = [['x-page-cache', kept ? 'miss' : 'bypass']]
      const remove: string[] = []
      const outage = await outageStatus(rendered)
      if (outage) set.push(...outage.set)
      const status = outage?.status
      if (!gzipOk || !compressible(rendered)) return { body: rendered.body, set, remove, status }
      // Compressed as Next would have compressed it (zlib's default level), off the main thread.
      const zipped = await gzipAsync(rendered.body)
      set.push(['content-encoding', 'gzip'], ['content-length', String(zipped.byteLength)])
      remove.push('transfer-encoding')
      return { body: zipped, set, remove, status }
    },
  }
}

/**
 * A page whose render failed (500) while the database does not answer is an outage, not a bug:
 * 503 with Retry-After and no-store, the error page kept as its body, as Payload's REST and the
 * lead intake already answer (outage-as-503.ts, decision 0080). Crawlers come back later instead
 * of counting an error, and an alert on 500s keeps meaning a bug. A 500 with the database up stays.
 */
async function outageStatus(rendered: RenderedPage): Promise<{ status: number; set: Array<[string, string]> } | null> {
  if (rendered.status !== 500 || (await databaseAnswers())) return null
  return {
    status: 503,
    set: [
      ['retry-after', RETRY_SOON['Retry-After']],
      ['cache-control', 'no-store'],
    ],
  }
}

/** What Next's compression would compress: a text body of 1 kB or more, not already encoded. */
function compressible(rendered: RenderedPage): boolean {
  if (rendered.body.byteLength < 1024 || rendered.headers['content-encoding'] !== undefined) return false
  const type = String(rendered.headers['content-type'] ?? '')
  return /^(text\/|application\/(json|javascript|xml)|text\/x-component)/.test(type)
}

/** Answers a kept page with a fresh nonce and the matching policy; false when the policy is unknown yet. */
function answer(res: http.ServerResponse, page: CachedPage, https: boolean, gzipOk: boolean, hit: boolean): boolean {
  const trackers = trackerFlagsNow()
  if (!trackers) return false
  const nonce = nonceFromBytes(crypto.getRandomValues(new Uint8Array(16)))
  const policy = contentSecurityPolicy({
    nonce,
    trackers,
    frameAncestors: 'none',
    upgradeInsecureRequests: https,
    dev: false,
  })
  const { body, headers } = cachedAnswer(page, nonce, policy, { hit })
  if (!gzipOk) {
    res.writeHead(200, headers.flat())
    res.end(body)
    return true
  }
  gzipAsync(body).then(
    (zipped) => {
      const zippedHeaders = headers.filter(([name]) => name !== 'content-length')
      zippedHeaders.push(['content-encoding', 'gzip'], ['content-length', String(zipped.byteLength)])
      res.writeHead(200, zippedHeaders.flat())
      res.end(zipped)
    },
    () => {
      res.writeHead(200, headers.flat())
      res.end(body)
    },
  )
  return true
}
