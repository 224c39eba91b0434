// @ts-check
/**
 * The production server: the built app behind Node's own HTTP server, with Next's documented
 * custom-server API (next() and getRequestHandler()), instead of `next start`. Every request, in
 * this order:
 * 0. The request gets its id (X-Request-Id, kept when well formed, else new; sent back), and when its
 *    answer ends it is counted in the metrics by route kind and status and, with LOG_FORMAT=json,
 *    logged as one JSON line (issue 35, decision 0303).
 * 1. TRACE gets 405 here (Next cannot turn it into a Request and would answer 500; decision 0205).
 * 2. The socket's peer is appended to X-Forwarded-For, so the client address cannot be forged
 *    (decision 0200).
 * 2b. A page path Next cannot decode is given to Next as the not-found path: the 404 page, where
 *    Next itself would answer 500 (issue 35, lib/serve-rules.mjs).
 * 3. The page cache (decision 0285): a fresh copy of a public page is answered at once; the first
 *    request for a page goes on to Next, and what Next writes is kept (`PageResponse` below).
 * 4. Everything else goes to Next: its proxy (src/proxy.ts), pages, API routes and the admin.
 * Every answer, whoever writes it: an error (4xx, 5xx) that a shared cache could keep for more than a
 * minute is sent with `Cache-Control: no-store` instead (issue 35, `cacheControlFor`).
 *
 * Why step 2 (issue 16 section 1, docs/decisions/0200-client-address.md): `next start` keeps an
 * X-Forwarded-For header exactly as the client sent it and adds the socket's address only when
 * there is none (Next 16.4, dist/server/base-server.js: `x-forwarded-for ??= socket.remoteAddress`),
 * so a client could name any address it liked and every per-client limit could be dodged. Here the
 * socket's peer is appended, as every reverse proxy does, so the right-most entry is always an
 * address this machine saw; src/server/http/client-address.ts walks left from it over the
 * proxies TRUSTED_PROXIES names, and no further.
 *
 * Usage: node scripts/serve.mjs -p PORT, started only by scripts/lib/server-command.ts (`npm start`, the
 * tests, the benchmark): one launcher, so no caller can serve the app differently (decision 0299).
 * No host argument: Next derives the origin it rewrites against from it, and a host the callers did
 * not share made the tests' server answer a proxy rewrite differently from `npm start` (issue 35).
 */
import http from 'node:http'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import next from 'next'
import { NOT_FOUND_PATH, cacheControlFor, isBrokenPagePath, routeKind } from './lib/serve-rules.mjs'
import { requestIdFor } from '../src/server/http/request-id.mjs'
import { requestContext } from '../src/server/http/request-context.mjs'
import { metrics } from '../src/services/metrics/registry.mjs'
import { jsonLogs, processLogger } from '../src/services/logging/logger.mjs'
import { jsonConsole } from '../src/services/logging/json-console.mjs'

const root = path.resolve(import.meta.dirname, '..')
const at = process.argv.indexOf('-p')
const port = Number((at > 0 ? process.argv[at + 1] : undefined) ?? process.env.PORT ?? 3000)

// With LOG_FORMAT=json, whatever is printed with `console` (by Next's image optimizer, its router's
// process-level messages, any library) is one JSON line of the same logger (decision 0328).
if (jsonLogs()) globalThis.console = jsonConsole()

// With LOG_FORMAT=json, `quiet` (an option of Next's custom-server API) stops Next printing the
// errors of a request as text: src/instrumentation.ts `onRequestError` writes each as one JSON line
// with the request's id instead (issue 35, decision 0328). Without it, Next prints them as always.
const app = next({ dev: false, dir: root, port, quiet: jsonLogs() })
const handle = app.getRequestHandler()
await app.prepare()

/**
 * The page cache (src/services/page-cache/serving.ts, decision 0285), which the app registers at
 * start-up (src/instrumentation.ts) under a process-wide name: absent with PAGE_CACHE_SECONDS=0 and
 * in `next dev`, and then every request goes to Next. Looked up on each request, so it is used from
 * the moment the app has registered it.
 * @returns {{ route: (req: http.IncomingMessage, res: http.ServerResponse) => Route | Promise<Route> } | undefined}
 */
const pageCache = () => /** @type {any} */ (globalThis)[Symbol.for('dealership.pageCache.server')]
/**
 * @typedef {{ status: number, headers: http.OutgoingHttpHeaders, body: Buffer }} RenderedPage
 * @typedef {{ finish: (page: RenderedPage) => Promise<{ body: Buffer, set: Array<[string, string]>, remove: string[], status?: number }>, abandon: () => void }} PageKeeper
 * @typedef {'answered' | 'pass' | PageKeeper} Route
 */

/**
 * The server's response class (Node's documented `ServerResponse` option of createServer). For a page
 * the cache keeps (`keepPage`), what Next writes is collected instead of sent; when Next ends the
 * response, the page cache keeps a copy and says what to send (the same page, compressed when the
 * shopper takes gzip, with `x-page-cache`). Every other response is Node's own, untouched.
 */
class PageResponse extends http.ServerResponse {
  /** @type {PageKeeper | null} */
  #keeper = null
  /** @type {Buffer[]} */
  #chunks = []

  /** @param {PageKeeper} keeper */
  keepPage(keeper) {
    this.#keeper = keeper
    // A render that never ends (the shopper left, the render failed) keeps nothing and holds no one up.
    this.once('close', () => {
      if (this.#keeper) {
        this.#keeper.abandon()
        this.#keeper = null
      }
    })
  }

  /** @param {any} chunk @param {any} encoding */
  #collect(chunk, encoding) {
    if (chunk === undefined || chunk === null) return
    this.#chunks.push(
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8')
        : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength),
    )
  }

  flushHeaders() {
    if (!this.#keeper) super.flushHeaders()
  }

  /**
   * Headers given at once (Next, and the compression it wraps the response with, call this) are
   * recorded like setHeader's until the kept page is sent.
   * @param {number} statusCode @param {any} [reason] @param {any} [headers]
   */
  writeHead(statusCode, reason, headers) {
    if (!this.#keeper) return super.writeHead(...errorLifetime(this, statusCode, reason, headers))
    const given = typeof reason === 'string' ? headers : reason
    this.statusCode = statusCode
    if (Array.isArray(given)) {
      const pairs = Array.isArray(given[0]) ? given : given.flatMap((_, i) => (i % 2 ? [] : [[given[i], given[i + 1]]]))
      for (const [name, value] of pairs) this.setHeader(name, value)
    } else if (given) {
      for (const [name, value] of Object.entries(given)) if (value !== undefined) this.setHeader(name, value)
    }
    return this
  }

  /** @param {any} chunk @param {any} [encoding] @param {any} [callback] */
  write(chunk, encoding, callback) {
    if (!this.#keeper) return super.write(chunk, encoding, callback)
    this.#collect(chunk, encoding)
    const done = typeof encoding === 'function' ? encoding : callback
    if (typeof done === 'function') process.nextTick(done)
    return true
  }

  /** @param {any} [chunk] @param {any} [encoding] @param {any} [callback] */
  end(chunk, encoding, callback) {
    const keeper = this.#keeper
    if (!keeper) return super.end(chunk, encoding, callback)
    this.#keeper = null
    if (typeof chunk === 'function') callback = chunk
    else {
      this.#collect(chunk, encoding)
      if (typeof encoding === 'function') callback = encoding
    }
    const body = Buffer.concat(this.#chunks)
    this.#chunks = []
    keeper.finish({ status: this.statusCode, headers: this.getHeaders(), body }).then(
      (answer) => {
        if (answer.status) this.statusCode = answer.status
        for (const name of answer.remove) this.removeHeader(name)
        for (const [name, value] of answer.set) this.setHeader(name, value)
        this.setHeader('content-length', String(answer.body.byteLength))
        super.end(answer.body, callback)
      },
      () => super.end(body, callback),
    )
    return this
  }
}

/**
 * The arguments of writeHead with the answer's Cache-Control as `cacheControlFor` says (issue 35):
 * the header given to writeHead itself when there is one, else the one set before.
 * @param {http.ServerResponse} res @param {number} status @param {any} reason @param {any} headers
 * @returns {[number, any, any]}
 */
function errorLifetime(res, status, reason, headers) {
  if (status < 400) return [status, reason, headers]
  const given = typeof reason === 'string' ? headers : reason
  const isName = (/** @type {unknown} */ name) => String(name).toLowerCase() === 'cache-control'
  if (Array.isArray(given) && given.length > 0) {
    // [[name, value], ...] or [name, value, name, value, ...]
    const pairs = Array.isArray(given[0]) ? given : given.flatMap((_, i) => (i % 2 ? [] : [[given[i], given[i + 1]]]))
    const own = pairs.find(([name]) => isName(name))
    if (own || res.hasHeader('cache-control')) {
      const kept = pairs.filter(([name]) => !isName(name))
      const value = cacheControlFor(status, own ? String(own[1]) : String(res.getHeader('cache-control')))
      if (value) kept.push(['cache-control', value])
      const flat = kept.flat()
      return typeof reason === 'string' ? [status, reason, flat] : [status, flat, undefined]
    }
  } else if (given && typeof given === 'object') {
    const name = Object.keys(given).find(isName)
    if (name) {
      const value = cacheControlFor(status, String(given[name]))
      const copy = { ...given }
      delete copy[name]
      if (value) copy['cache-control'] = value
      return typeof reason === 'string' ? [status, reason, copy] : [status, copy, undefined]
    }
  }
  const own = res.getHeader('cache-control')
  const value = cacheControlFor(status, own === undefined ? undefined : String(own))
  if (value) res.setHeader('cache-control', value)
  return [status, reason, headers]
}

/**
 * TRACE (issue 16 section 2, decision 0205): Next cannot build a web Request for it, so it would
 * reach no proxy or route of ours and answer 500. No path serves it: 405 here, with
 * the methods the path does serve (pages and files: GET, HEAD; the admin adds POST; API routes:
 * every method some route of ours or Payload's answers).
 */
// TRACK never gets here: Node's HTTP parser does not know the token and answers 400 itself.
const NEVER_SERVED = new Set(['TRACE'])
function allowFor(/** @type {string} */ url) {
  const pathname = url.split('?')[0]
  if (pathname === '/api' || pathname.startsWith('/api/')) return 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'GET, HEAD, POST'
  return 'GET, HEAD'
}

/** Methods a request line is logged with; any other token is logged as OTHER. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'CONNECT'])

/**
 * Counts an ended request (issue 35): its route kind and status in the metrics, with its latency;
 * with LOG_FORMAT=json one line with the method, route kind, status, duration and id. No path, no
 * query, no address: nothing that names a visitor.
 * @param {string | undefined} method @param {http.ServerResponse} res
 * @param {'page' | 'api' | 'admin' | 'asset'} kind @param {string} requestId @param {bigint} started
 */
function requestEnded(method, res, kind, requestId, started) {
  const seconds = Number(process.hrtime.bigint() - started) / 1e9
  const status = res.writableFinished ? String(res.statusCode) : 'aborted'
  const registry = metrics()
  registry.httpRequests.inc({ kind, status })
  registry.httpDuration.observe({ kind }, seconds)
  if (!jsonLogs()) return
  const verb = String(method).toUpperCase()
  processLogger().info({
    event: 'request',
    method: METHODS.has(verb) ? verb : 'OTHER',
    kind,
    status: res.writableFinished ? res.statusCode : 'aborted',
    durationMs: Math.round(seconds * 10_000) / 10,
    requestId,
  })
}

/** A note about one request in the human-readable log; its JSON line says the same without the path. */
function note(/** @type {string} */ line) {
  if (!jsonLogs()) console.warn(line)
}

const server = http.createServer({ ServerResponse: PageResponse }, async (req, res) => {
  const started = process.hrtime.bigint()
  const kind = routeKind(req.url ?? '/')
  const requestId = requestIdFor(req.headers['x-request-id'], randomUUID)
  req.headers['x-request-id'] = requestId
  res.setHeader('x-request-id', requestId)
  res.once('close', () => requestEnded(req.method, res, kind, requestId, started))
  if (NEVER_SERVED.has(String(req.method).toUpperCase())) {
    note(`[http] 405 ${JSON.stringify(req.method)} ${JSON.stringify(req.url)}: method not served here`)
    res.writeHead(405, {
      allow: allowFor(req.url ?? '/'),
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
    })
    res.end('Method not allowed.\n')
    return
  }
  if (isBrokenPagePath(req.url ?? '/')) {
    note(`[http] 404 ${JSON.stringify(req.method)} ${JSON.stringify(req.url)}: broken percent-encoding in the path`)
    req.url = NOT_FOUND_PATH
  }
  const sent = req.headers['x-forwarded-for']
  const chain = [Array.isArray(sent) ? sent.join(', ') : sent, req.socket.remoteAddress].filter(Boolean).join(', ')
  if (chain) req.headers['x-forwarded-for'] = chain
  else delete req.headers['x-forwarded-for']
  // A page the cache holds is answered here; the first request for one is kept as Next renders it.
  const cache = pageCache()
  if (cache) {
    let step = /** @type {Route} */ ('pass')
    try {
      step = await cache.route(req, res)
    } catch (err) {
      if (jsonLogs()) processLogger().error({ err, requestId, msg: 'page cache look-up failed; rendering' })
      else console.error('[page-cache] lookup failed; rendering', err)
    }
    if (step === 'answered') return
    if (step !== 'pass') /** @type {PageResponse} */ (res).keepPage(step)
  }
  // Next's work for the request runs with its id at hand (src/server/http/request-context.mjs).
  requestContext().run({ requestId }, () => void handle(req, res))
})
server.listen(port, () => {
  if (jsonLogs()) processLogger().info({ event: 'listening', port })
  else console.log(`  ▲ Ready on http://localhost:${port}`)
})

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    server.close()
    process.exit(0)
  })
}
