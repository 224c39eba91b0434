import { nonceOfPolicy, splitAtNonce, withNonce } from '@/domain/page-cache/policy'
import { contentExpiry } from './content-expiry'

/**
 * In-process page cache of rendered public pages (issue 3 "Speed", issue 18 "Serving", decisions
 * 0285; docs/architecture.md "Serving and caching"). A page an anonymous shopper lands on is the same HTML for every visitor with
 * the same URL and store, yet React renders it afresh on every request. Here the first request for a
 * key is rendered by Next as usual, for that shopper, and the custom server keeps a copy of what Next
 * wrote (src/services/page-cache/serving.ts, scripts/serve.mjs); requests for the same key that arrive
 * meanwhile wait for that one render, and later requests within PAGE_CACHE_SECONDS get the stored
 * HTML with their own CSP nonce. An edit saved through any instance empties this cache on every
 * instance (decision 0227); writes no hook sees show within PAGE_CACHE_SECONDS plus the data cache's
 * SHARED_CACHE_SECONDS.
 */
/** `parts`: the page's UTF-8 bytes cut at its rendered nonce (see `splitAtNonce`). */
export type CachedPage = {
  parts: Buffer[]
  headers: Array<[string, string]>
  nonce: string
  expires: number
  /**
   * When what the page shows changes by the clock (an offer's end, issue 37): never answered from
   * here past it, not even stale. Infinity when nothing on it ends.
   */
  notAfter: number
  bytes: number
}

/** What Next wrote for a page being kept: its status, headers and whole (uncompressed) body. */
export type RenderedPage = {
  status: number
  headers: Record<string, string | string[] | number | undefined>
  body: Buffer
}

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
  // Each request's own (scripts/serve.mjs, issue 35): a kept copy must not hand the first one's to everyone.
  'x-request-id',
])

/**
 * One store per process, shared through globalThis: the custom server's hooks and the admin's hooks
 * are bundled apart by Next, and an edit must empty the same store the server reads.
 */
type Store = {
  entries: Map<string, CachedPage>
  /**
   * Keys whose page is being rendered now, with the cache generation the render began in; each
   * settles with the kept copy, or null when none was kept.
   */
  inflight: Map<string, { generation: number; pending: Promise<CachedPage | null> }>
  totalBytes: number
  generation: number
}
const STORE_KEY = Symbol.for('dealership.pageCache')
const store: Store =
  ((globalThis as Record<symbol, unknown>)[STORE_KEY] as Store | undefined) ??
  (((globalThis as Record<symbol, unknown>)[STORE_KEY] = {
    entries: new Map(),
    inflight: new Map(),
    totalBytes: 0,
    generation: 0,
  } satisfies Store) as Store)
const { entries, inflight } = store

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
/** How long past its expiry a copy may still be answered while one shopper's render refreshes it. */
const STALE_GRACE_MS = 30_000
const MAX_BYTES = Number(process.env.PAGE_CACHE_MAX_MB ?? 64) * 1024 * 1024

/** Off in `next dev` (a code change must show on the next reload) and when PAGE_CACHE_SECONDS is 0. */
export function pageCacheEnabled(): boolean {
  return process.env.NODE_ENV !== 'development' && seconds() > 0
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

function forget(key: string): void {
  const old = entries.get(key)
  if (!old) return
  entries.delete(key)
  store.totalBytes -= old.bytes
}

function headerText(value: string | string[] | number | undefined): string | null {
  if (value === undefined) return null
  return Array.isArray(value) ? value.join(', ') : String(value)
}

/**
 * The copy to keep of a rendered page, or null when it is not storable: anything but a 200 HTML
 * page with a nonce in its policy, or an answer that sets a cookie (then someone's own).
 */
export function storablePage(rendered: RenderedPage, expires: number, notAfter = Infinity): CachedPage | null {
  const nonce = nonceOfPolicy(headerText(rendered.headers['content-security-policy']))
  const cacheable =
    rendered.status === 200 &&
    rendered.headers['set-cookie'] === undefined &&
    nonce !== null &&
    (headerText(rendered.headers['content-type']) ?? '').startsWith('text/html')
  if (!cacheable) return null
  const parts = splitAtNonce(rendered.body.toString('utf8'), nonce).map((part) => Buffer.from(part, 'utf8'))
  const headers: Array<[string, string]> = []
  for (const [name, value] of Object.entries(rendered.headers)) {
    const text = headerText(value)
    if (text !== null && !DROP_HEADERS.has(name)) headers.push([name, text])
  }
  return { parts, headers, nonce, expires, notAfter, bytes: parts.reduce((n, p) => n + p.length, 0) }
}

/** How a request for a cacheable key is to be answered (see `lookupPage`). */
export type PageLookup =
  | { kind: 'fresh'; page: CachedPage }
  /** Past its lifetime, within the grace, while another request renders the refresh. */
  | { kind: 'stale'; page: CachedPage }
  /** Another request is rendering this key: wait for it, then answer its copy (or render if none). */
  | { kind: 'wait'; pending: Promise<CachedPage | null> }
  /** This request renders the page; `keep` stores what it rendered and releases the waiters. */
  | { kind: 'render'; keep: (rendered: RenderedPage | null) => CachedPage | null }

/**
 * The page for `key`: fresh from memory; a copy just past its lifetime while someone else renders
 * its refresh (stale while revalidating: only the one shopper whose request refreshes it waits); a
 * render already under way to wait for; or this request's own render, which `keep` stores. An admin
 * edit removes the copy instead of letting it go stale: never answered after the edit. A copy is
 * kept no longer than the first content change by the clock after its render began (an offer's
 * end, content-expiry.ts), and never answered stale past it (issue 37).
 */
export function lookupPage(key: string): PageLookup {
  const now = Date.now()
  let known = entries.get(key)
  if (known && known.notAfter <= now) {
    forget(key)
    known = undefined
  }
  if (known && known.expires > now) return { kind: 'fresh', page: known }
  const generation = store.generation
  const running = inflight.get(key)
  // A render that began before the last edit is never waited for: it may show what the edit changed.
  if (running && running.generation === generation) {
    if (known && now - known.expires < STALE_GRACE_MS) return { kind: 'stale', page: known }
    return { kind: 'wait', pending: running.pending }
  }
  let settle: (page: CachedPage | null) => void = () => undefined
  const pending = new Promise<CachedPage | null>((resolve) => {
    settle = resolve
  })
  const mine = { generation, pending }
  inflight.set(key, mine)
  let settled = false
  return {
    kind: 'render',
    keep: (rendered) => {
      if (settled) return null
      settled = true
      if (inflight.get(key) === mine) inflight.delete(key)
      let page: CachedPage | null = null
      try {
        const kept = Date.now()
        const lifetimeEnd = kept + seconds() * 1000
        const expires = contentExpiry(lifetimeEnd, now)
        const notAfter = expires < lifetimeEnd ? expires : Infinity
        // A render that straddled a content change may show what just ended: answered, never kept.
        page = rendered && notAfter > kept ? storablePage(rendered, expires, notAfter) : null
      } catch {
        // Not storable after all; the waiters are released below all the same.
      }
      const current = store.generation === generation
      // The page is no longer storable (sold and redirected, now a 404...): forget the old copy. A
      // render that never ended says nothing about the page, so its copy stays for the others.
      if (!page) {
        if (current && rendered) forget(key)
      } else if (current) remember(key, page)
      // Its waiters arrived before any later edit; still, an edit since means they render afresh.
      settle(current ? page : null)
      return page
    },
  }
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
 * headers too: Next's preload `link` header), the matching policy, its length and `x-page-cache`
 * (`hit`, or `miss` for a request that waited for another one's render).
 */
export function cachedAnswer(
  page: CachedPage,
  nonce: string,
  policy: string,
  served: { hit: boolean },
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
  )
  return { body, headers }
}
