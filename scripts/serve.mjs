// @ts-check
/**
 * The production server: the built app behind Node's own HTTP server, with Next's documented
 * custom-server API (next() and getRequestHandler()), instead of `next start`. Every request, in
 * this order:
 * 1. TRACE gets 405 here (Next cannot turn it into a Request and would answer 500; decision 0205).
 * 2. The socket's peer is appended to X-Forwarded-For, so the client address cannot be forged
 *    (decision 0200).
 * 3. A fresh copy of a cached inventory page is answered at once (decision 0121).
 * 4. Everything else goes to Next: its proxy (src/proxy.ts), pages, API routes and the admin.
 *
 * Why step 2 (issue 16 section 1, docs/decisions/0200-client-address.md): `next start` keeps an
 * X-Forwarded-For header exactly as the client sent it and adds the socket's address only when
 * there is none (Next 16.4, dist/server/base-server.js: `x-forwarded-for ??= socket.remoteAddress`),
 * so a client could name any address it liked and every per-client limit could be dodged. Here the
 * socket's peer is appended, as every reverse proxy does, so the right-most entry is always an
 * address this machine saw; src/server/http/client-address.ts walks left from it over the
 * proxies TRUSTED_PROXIES names, and no further.
 *
 * Usage: node scripts/serve.mjs -p PORT [-H HOST]  (the arguments of `next start`)
 */
import http from 'node:http'
import path from 'node:path'
import next from 'next'

const root = path.resolve(import.meta.dirname, '..')
const arg = (/** @type {string} */ flag) => {
  const at = process.argv.indexOf(flag)
  return at > 0 ? process.argv[at + 1] : undefined
}
const port = Number(arg('-p') ?? process.env.PORT ?? 3000)
const hostname = arg('-H')

// The app's own origin, for the page cache's loopback fill renders (src/services/page-cache).
process.env.SERVER_ORIGIN ||= `http://${hostname && hostname !== '0.0.0.0' && hostname !== '::' ? (hostname.includes(':') ? `[${hostname}]` : hostname) : 'localhost'}:${port}`
const app = next({ dev: false, dir: root, hostname, port })
const handle = app.getRequestHandler()
await app.prepare()

/**
 * The page cache's fast path, which the app registers at start-up (src/instrumentation.ts,
 * src/services/page-cache/fast-path.ts): true when it answered the request from a fresh cached page.
 * Looked up on each request, so it is used from the moment the app has registered it; absent with
 * PAGE_CACHE_FAST_PATH=0, and then every request goes to Next.
 */
const FAST_PATH = Symbol.for('dealership.pageCache.answer')
function answerFromPageCache(/** @type {http.IncomingMessage} */ req, /** @type {http.ServerResponse} */ res) {
  const answer = /** @type {((req: http.IncomingMessage, res: http.ServerResponse) => boolean) | undefined} */ (
    /** @type {any} */ (globalThis)[FAST_PATH]
  )
  return answer ? answer(req, res) : false
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

const server = http.createServer((req, res) => {
  if (NEVER_SERVED.has(String(req.method).toUpperCase())) {
    console.warn(`[http] 405 ${JSON.stringify(req.method)} ${JSON.stringify(req.url)}: method not served here`)
    res.writeHead(405, {
      allow: allowFor(req.url ?? '/'),
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
    })
    res.end('Method not allowed.\n')
    return
  }
  const sent = req.headers['x-forwarded-for']
  const chain = [Array.isArray(sent) ? sent.join(', ') : sent, req.socket.remoteAddress].filter(Boolean).join(', ')
  if (chain) req.headers['x-forwarded-for'] = chain
  else delete req.headers['x-forwarded-for']
  // A fresh cached inventory page, answered without Next's routing (decision 0121).
  if (answerFromPageCache(req, res)) return
  void handle(req, res)
})
server.listen(port, hostname, () => {
  console.log(`  ▲ Ready on http://${hostname ?? 'localhost'}:${port}`)
})

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    server.close()
    process.exit(0)
  })
}
