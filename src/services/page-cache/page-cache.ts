import { nonceOfPolicy, splitAtNonce, withNonce } from '@/domain/page-cache/policy'

/**
 * In-process micro-cache of rendered inventory pages (issue 3 "Speed", decision 0097). A shopper's
 * search result or vehicle page is the same HTML for every anonymous visitor with the same URL and
 * store, yet React renders it afresh on every request (~25 ms of CPU). Here the first request for a
 * key renders the page once through this server itself (a loopback subrequest the proxy lets
 * through), concurrent requests for the same key wait for that one render, and later requests
 * within PAGE_CACHE_SECONDS get the stored HTML with their own CSP nonce. An edit saved through any
 * instance empties this cache on every instance (decision 0227); writes no hook sees show within
 * PAGE_CACHE_SECONDS plus the data cache's SHARED_CACHE_SECONDS.
 */
/** `parts`: the page's UTF-8 bytes cut at its rendered nonce (see `splitAtNonce`). */
export type CachedPage = {
  parts: Buffer[]
  headers: Array<[string, string]>
  nonce: string
  expires: number
  bytes: number
}
type FilledPage = { cached: CachedPage | null; passthrough: Response | null }

/** Headers of the rendered page that are not replayed: per-response or recomputed ones. */
const DROP_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'set-cookie',
  'content-security-policy',
  'x-page-cache',
])

export const PAGE_CACHE_FILL_HEADER = 'x-page-cache-fill'

/**
 * One store per process, shared through globalThis: the proxy and the admin's hooks are bundled
 * apart by Next, and an edit must empty the same store the proxy reads.
 */
type Store = {
  secret: string
  entries: Map<string, CachedPage>
  inflight: Map<string, Promise<FilledPage>>
  totalBytes: number
  generation: number
}
const STORE_KEY = Symbol.for('dealership.pageCache')
const store: Store =
  ((globalThis as Record<symbol, unknown>)[STORE_KEY] as Store | undefined) ??
  (((globalThis as Record<symbol, unknown>)[STORE_KEY] = {
    secret: crypto.randomUUID(),
    entries: new Map(),
    inflight: new Map(),
    totalBytes: 0,
    generation: 0,
  } satisfies Store) as Store)
const { secret, entries, inflight } = store

/**
 * Any edit in the admin empties this process's cache: the saving instance's hook at once
 * (collections/hooks/revalidate-tags.ts), and every instance when the edit's notification arrives
 * (services/cache-invalidation).
 */
export function clearPageCache(): void {
  entries.clear()
  store.totalBytes = 0
  // A render that began before the edit may hold old data: it is answered but not kept.
  store.generation += 1
}

function seconds(): number {
  const raw = Number(process.env.PAGE_CACHE_SECONDS ?? 5)
  return Number.isFinite(raw) && raw > 0 ? raw : 0
}
/** How long past its expiry a copy may still be answered while its refresh renders. */
const STALE_GRACE_MS = 30_000
const MAX_BYTES = Number(process.env.PAGE_CACHE_MAX_MB ?? 64) * 1024 * 1024

/**
 * The server's own origin, or null when unknown: then nothing is cached. `scripts/serve.mjs` (the
 * custom server that `npm start`, the Docker image and the tests run, decision 0200) names it in
 * SERVER_ORIGIN; Next's own private variable for it is not read.
 */
function ownOrigin(): string | null {
  return process.env.SERVER_ORIGIN || null
}

/** Off in `next dev` (a code change must show on the next reload) and when turned off or unknown. */
export function pageCacheEnabled(): boolean {
  return process.env.NODE_ENV !== 'development' && seconds() > 0 && ownOrigin() !== null
}

/** True for the proxy's own loopback render of a page (never answered from the cache). */
export function isFillRequest(headers: Headers): boolean {
  return isFillHeader(headers.get(PAGE_CACHE_FILL_HEADER))
}

/** The same check on the raw header value (the fast path reads Node's request headers). */
export function isFillHeader(value: string | string[] | null | undefined): boolean {
  return value === secret
}

function remember(key: string, page: CachedPage): void {
  const old = entries.get(key)
  if (old) store.totalBytes -= old.bytes
  entries.delete(key)
  entries.set(key, page)
  store.totalBytes += page.bytes
  // Oldest first (Map keeps insertion order): evict until under the memory bound.
  for (const [k, v] of entries) {
    if (store.totalBytes <= MAX_BYTES) break
    entries.delete(k)
    store.totalBytes -= v.bytes
  }
}

async function fill(key: string, url: URL, forward: () => Headers): Promise<FilledPage> {
  const origin = ownOrigin() as string
  const generation = store.generation
  const headers = forward()
  headers.set(PAGE_CACHE_FILL_HEADER, secret)
  headers.set('accept-encoding', 'identity')
  const res = await fetch(`${origin}${url.pathname}${url.search}`, {
    headers,
    redirect: 'manual',
    cache: 'no-store',
    signal: AbortSignal.timeout(30_000),
  })
  const nonce = nonceOfPolicy(res.headers.get('content-security-policy'))
  const cacheable =
    res.status === 200 &&
    !res.headers.has('set-cookie') &&
    nonce !== null &&
    (res.headers.get('content-type') ?? '').startsWith('text/html')
  if (!cacheable) {
    // The page is no longer storable (sold and redirected, now a 404...): forget the old copy.
    const old = entries.get(key)
    if (old) {
      entries.delete(key)
      store.totalBytes -= old.bytes
    }
    // A redirect costs nothing to redo, and its relative Location cannot be replayed from the proxy.
    if (res.status >= 300 && res.status < 400) {
      await res.body?.cancel()
      return { cached: null, passthrough: null }
    }
    return { cached: null, passthrough: res }
  }
  const parts = splitAtNonce(await res.text(), nonce).map((part) => Buffer.from(part, 'utf8'))
  const replay: Array<[string, string]> = []
  res.headers.forEach((value, name) => {
    if (!DROP_HEADERS.has(name)) replay.push([name, value])
  })
  const page: CachedPage = {
    parts,
    headers: replay,
    nonce,
    expires: Date.now() + seconds() * 1000,
    bytes: parts.reduce((n, p) => n + p.length, 0),
  }
  if (store.generation === generation) remember(key, page)
  return { cached: page, passthrough: null }
}

/** The page for `key` while fresh, without rendering or waiting: null when it would take either. */
export function freshCachedPage(key: string): CachedPage | null {
  const known = entries.get(key)
  return known && known.expires > Date.now() ? known : null
}

/**
 * The page for `key`: from memory while fresh, else rendered once (shared by concurrent callers).
 * `forward` gives the headers a render passes on (only called when one renders).
 * `passthrough` is set when the render is not storable (a redirect, a 404, a cookie set): the
 * caller answers with it as is, so nothing is rendered twice.
 */
export async function cachedPage(
  key: string,
  url: URL,
  forward: () => Headers,
): Promise<{ page: CachedPage | null; passthrough: Response | null; hit: boolean }> {
  const known = entries.get(key)
  const now = Date.now()
  if (known && known.expires > now) return { page: known, passthrough: null, hit: true }
  let pending = inflight.get(key)
  const leader = !pending
  if (!pending) {
    pending = fill(key, url, forward).finally(() => inflight.delete(key))
    inflight.set(key, pending)
  }
  // Stale while revalidating: just expired, the old copy is answered while one render refreshes it,
  // so no shopper waits for the refresh (an admin edit removes the copy instead: never served).
  if (known && now - known.expires < STALE_GRACE_MS) {
    // Nobody reads a non-storable refresh here: release its body.
    pending.then(
      (f) => f.passthrough?.body?.cancel(),
      () => undefined,
    )
    return { page: known, passthrough: null, hit: true }
  }
  const filled = await pending
  // Only the request that rendered may consume a non-storable response's body; the others render themselves.
  if (!filled.cached) return { page: null, passthrough: leader ? filled.passthrough : null, hit: false }
  return { page: filled.cached, passthrough: null, hit: false }
}

/** The cached page's bytes carrying this response's own CSP nonce. */
export function pageBody(page: CachedPage, nonce: string): Uint8Array<ArrayBuffer> {
  const glue = Buffer.from(nonce, 'utf8')
  const pieces: Buffer[] = []
  page.parts.forEach((part, i) => {
    if (i > 0) pieces.push(glue)
    pieces.push(part)
  })
  const joined = Buffer.concat(pieces)
  return new Uint8Array(joined.buffer, joined.byteOffset, joined.byteLength) as Uint8Array<ArrayBuffer>
}

/**
 * A cached page's answer: its bytes and headers carrying this response's own nonce (any nonce in the
 * headers too: Next's preload `link` header), the matching policy, its length, `x-page-cache` and
 * `x-page-cache-by` (which of the proxy and the fast path answered, decision 0121).
 */
export function cachedAnswer(
  page: CachedPage,
  nonce: string,
  policy: string,
  served: { hit: boolean; by: 'proxy' | 'fast-path' },
): { body: Uint8Array<ArrayBuffer>; headers: Array<[string, string]> } {
  const body = pageBody(page, nonce)
  const headers: Array<[string, string]> = page.headers.map(([name, value]) => [
    name,
    value.includes(page.nonce) ? withNonce(value, page.nonce, nonce) : value,
  ])
  headers.push(
    ['content-security-policy', policy],
    ['content-length', String(body.byteLength)],
    ['x-page-cache', served.hit ? 'hit' : 'miss'],
    ['x-page-cache-by', served.by],
  )
  return { body, headers }
}
