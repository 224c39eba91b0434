// @ts-check
/**
 * The data cache of this process: the incremental cache that `unstable_cache` (src/data) and any
 * cached route response use, installed through Next's documented `cacheHandler` option
 * (next.config.ts; issue 18, decision 0227). Next loads this file at run time by its path, so it is
 * plain JavaScript.
 *
 * Why our own: Next's `revalidateTag` works only inside a request, so an instance could drop a tag
 * only for an edit made through itself. Here the cache's state lives in one process-wide store
 * (`Symbol.for('dealership.dataCache')`, as the page cache shares its own), and
 * `expireDataCacheTags` / `expireWholeDataCache` drop tags from anywhere in the process: the
 * Postgres listener calls them when any instance saves an edit (src/services/cache-invalidation).
 *
 * The rules (table-tested in cache-handler.test.ts):
 * - An entry is missing once any of its tags (stored with it, or given by the read) was expired
 *   at or after the entry's `lastModified`, or everything was expired since.
 * - `lastModified` is when the computation began, not when it was stored: the time of the read
 *   that missed (or found the entry past its lifetime), kept at most 60 s. A computation that read
 *   the database before an edit and stores its result after the edit's invalidation is therefore
 *   dropped on the next read instead of being served as fresh for a whole lifetime.
 * - `revalidateTag` expires its tags at once, whatever cache-life profile it is given (the app
 *   passes `{ expire: 0 }`); there is no stale-while-revalidate for tags.
 * - Memory is bounded: least recently read entries are evicted beyond DATA_CACHE_MAX_MB (default
 *   64); an entry larger than the whole bound is not kept.
 * - Nothing is written to disk. Responses Next prerendered at build time are not read from .next:
 *   a first request renders them once and they are kept here (Next's documented behaviour for a
 *   cache handler that starts empty). Images never come here (Next keeps its own image cache).
 */
import { metrics } from '../metrics/registry.mjs'

const STORE_KEY = Symbol.for('dealership.dataCache')
/** How long a computation may take and still count from its start (see `lastModified`). */
const START_WINDOW_MS = 60_000
/** The header in which Next lists a cached response's tags. */
const TAGS_HEADER = 'x-next-cache-tags'
/** Bookkeeping per entry (key, tags, the Map slot), counted on top of the value. */
const ENTRY_OVERHEAD_BYTES = 256

/**
 * @typedef {{ value: unknown, lastModified: number, tags: string[], bytes: number, cacheControl?: unknown }} Entry
 * @typedef {{
 *   maxBytes: number,
 *   entries: Map<string, Entry>,
 *   bytes: number,
 *   tagExpiredAt: Map<string, number>,
 *   allExpiredAt: number,
 *   startedAt: Map<string, number>,
 * }} Store
 * @typedef {{ kind?: string, tags?: string[], softTags?: string[], revalidate?: number | false }} ReadContext
 * @typedef {{ fetchCache?: boolean, tags?: string[], cacheControl?: unknown }} WriteContext
 */

/** @returns {Store} */
export function createStore(/** @type {number} */ maxBytes) {
  return {
    maxBytes,
    entries: new Map(),
    bytes: 0,
    tagExpiredAt: new Map(),
    allExpiredAt: -Infinity,
    startedAt: new Map(),
  }
}

function configuredMaxBytes() {
  const mb = Number(process.env.DATA_CACHE_MAX_MB ?? 64)
  return (Number.isFinite(mb) && mb > 0 ? mb : 64) * 1024 * 1024
}

/** The store of this process, shared by every copy of this module (Next may load it more than once). */
export function sharedStore() {
  const globals = /** @type {Record<symbol, Store | undefined>} */ (/** @type {unknown} */ (globalThis))
  return (globals[STORE_KEY] ??= createStore(configuredMaxBytes()))
}

/** Approximate bytes held by a cached value: its strings and binary parts. */
export function sizeOf(/** @type {unknown} */ value, depth = 0) {
  if (value === null || value === undefined) return 0
  if (typeof value === 'string') return value.length
  if (typeof value !== 'object') return 8
  if (ArrayBuffer.isView(value)) return value.byteLength
  if (depth > 4) return 1024
  if (value instanceof Map) {
    let total = 0
    for (const v of value.values()) total += sizeOf(v, depth + 1)
    return total
  }
  if (Array.isArray(value)) return value.reduce((total, v) => total + sizeOf(v, depth + 1), 0)
  const proto = Object.getPrototypeOf(value)
  if (proto === Object.prototype || proto === null) {
    let total = 0
    for (const v of Object.values(value)) total += sizeOf(v, depth + 1)
    return total
  }
  // A rendered response (Next's RenderResult): its public unchunked text, when it is static.
  const rendered = /** @type {{ isDynamic?: boolean, toUnchunkedString?: () => string }} */ (value)
  if (rendered.isDynamic === false && typeof rendered.toUnchunkedString === 'function')
    return rendered.toUnchunkedString().length
  return 1024
}

/** Tags a value carries itself: a cached route response lists them in a header. */
function valueTags(/** @type {unknown} */ value) {
  const headers = /** @type {{ headers?: Record<string, unknown> } | null} */ (value)?.headers
  const header = headers?.[TAGS_HEADER]
  return typeof header === 'string' && header ? header.split(',') : []
}

/** True when the entry counts as missing: one of its tags, or everything, expired since it was computed. */
export function isExpired(
  /** @type {Store} */ store,
  /** @type {Entry} */ entry,
  /** @type {string[]} */ readTags = [],
) {
  if (store.allExpiredAt >= entry.lastModified) return true
  for (const tags of [entry.tags, readTags]) {
    for (const tag of tags) {
      const at = store.tagExpiredAt.get(tag)
      if (at !== undefined && at >= entry.lastModified) return true
    }
  }
  return false
}

/** Start times kept at most (reads that miss and store nothing leave theirs behind). */
const MAX_STARTS = 10_000

/** Remembers that a computation for `key` begins now, unless one began within the window. */
function noteStart(/** @type {Store} */ store, /** @type {string} */ key, /** @type {number} */ now) {
  const started = store.startedAt.get(key)
  if (started !== undefined && now - started <= START_WINDOW_MS) return
  if (store.startedAt.size >= MAX_STARTS) {
    for (const [k, at] of store.startedAt) if (now - at > START_WINDOW_MS) store.startedAt.delete(k)
    // Still full: forget them all; the computations under way then count from when they store.
    if (store.startedAt.size >= MAX_STARTS) store.startedAt.clear()
  }
  store.startedAt.set(key, now)
}

function remove(/** @type {Store} */ store, /** @type {string} */ key) {
  const entry = store.entries.get(key)
  if (!entry) return
  store.entries.delete(key)
  store.bytes -= entry.bytes
}

/**
 * The entry for `key`, or null when there is none or it is expired. A miss, or an entry past its
 * lifetime (which Next then refreshes), marks the start of the computation that will store it.
 * @returns {{ value: unknown, lastModified: number, cacheControl?: unknown } | null}
 */
export function readEntry(
  /** @type {Store} */ store,
  /** @type {string} */ key,
  /** @type {ReadContext} */ ctx,
  /** @type {number} */ now,
) {
  const entry = store.entries.get(key)
  if (!entry || isExpired(store, entry, [...(ctx.tags ?? []), ...(ctx.softTags ?? [])])) {
    if (entry) remove(store, key)
    noteStart(store, key, now)
    return null
  }
  const value = /** @type {{ kind?: string, revalidate?: number | false } | null} */ (entry.value)
  const lifetime = ctx.revalidate || value?.revalidate
  if (value?.kind === 'FETCH' && typeof lifetime === 'number' && now - entry.lastModified > lifetime * 1000)
    noteStart(store, key, now)
  // Least recently read last in line for eviction: Map keeps insertion order.
  store.entries.delete(key)
  store.entries.set(key, entry)
  return {
    value: entry.value,
    lastModified: entry.lastModified,
    ...(entry.cacheControl === undefined ? {} : { cacheControl: entry.cacheControl }),
  }
}

/** Stores `value` under `key`, counted from when its computation began. */
export function writeEntry(
  /** @type {Store} */ store,
  /** @type {string} */ key,
  /** @type {unknown} */ value,
  /** @type {WriteContext} */ ctx,
  /** @type {number} */ now,
) {
  const started = store.startedAt.get(key)
  store.startedAt.delete(key)
  const lastModified = started !== undefined && now - started <= START_WINDOW_MS ? started : now
  const tags = [...new Set([...(ctx.tags ?? []), ...valueTags(value)])]
  const entry = {
    value,
    lastModified,
    tags,
    bytes: sizeOf(value) + ENTRY_OVERHEAD_BYTES,
    ...(ctx.fetchCache || ctx.cacheControl === undefined ? {} : { cacheControl: ctx.cacheControl }),
  }
  remove(store, key)
  if (entry.bytes > store.maxBytes) return
  store.entries.set(key, entry)
  store.bytes += entry.bytes
  for (const [oldest] of store.entries) {
    if (store.bytes <= store.maxBytes) break
    remove(store, oldest)
  }
}

/** Expires these tags now: entries carrying them are dropped, computations begun before are not kept. */
export function expireTags(/** @type {Store} */ store, /** @type {string[]} */ tags, /** @type {number} */ now) {
  if (tags.length === 0) return
  for (const tag of tags) store.tagExpiredAt.set(tag, now)
  const expired = new Set(tags)
  for (const [key, entry] of store.entries) if (entry.tags.some((tag) => expired.has(tag))) remove(store, key)
}

/** Expires everything now (the listener missed notifications while it was disconnected). */
export function expireAll(/** @type {Store} */ store, /** @type {number} */ now) {
  store.allExpiredAt = now
  store.entries.clear()
  store.bytes = 0
}

/** For the cache-invalidation listener: drop these tags from this process's data cache. */
export function expireDataCacheTags(/** @type {string[]} */ tags) {
  expireTags(sharedStore(), tags, Date.now())
}

/** For the cache-invalidation listener: drop this process's whole data cache. */
export function expireWholeDataCache() {
  expireAll(sharedStore(), Date.now())
}

/**
 * Next's CacheHandler interface (next/dist/server/lib/incremental-cache). Next makes one instance
 * per request; the state is the shared store.
 */
export default class DataCacheHandler {
  constructor(/** @type {unknown} */ _context) {}

  async get(/** @type {string} */ key, /** @type {ReadContext} */ ctx) {
    const entry = readEntry(sharedStore(), key, ctx ?? {}, Date.now())
    // Hits and misses for GET /api/metrics (issue 35, decision 0303).
    metrics().dataCache.inc({ result: entry ? 'hit' : 'miss' })
    return entry
  }

  async set(/** @type {string} */ key, /** @type {unknown} */ data, /** @type {WriteContext} */ ctx) {
    writeEntry(sharedStore(), key, data, ctx ?? {}, Date.now())
  }

  async revalidateTag(
    /** @type {string | string[]} */ tags,
    /** @type {{ expire?: number } | undefined} */ _durations,
  ) {
    expireTags(sharedStore(), typeof tags === 'string' ? [tags] : tags, Date.now())
  }

  resetRequestCache() {}
}
