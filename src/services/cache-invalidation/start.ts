import { TAGS } from '@/data/cache-tags'
import { expireDataCacheTags, expireWholeDataCache } from '@/services/data-cache/cache-handler.mjs'
import { clearPageCache } from '@/services/page-cache/page-cache'
import { forgetTrackerFlags } from '@/services/security/tracker-flags'
import { listenForInvalidations, type InvalidationListener } from './listener'
import { LISTENER_KEY } from './heard'
import { dropInventorySnapshot } from '@/data/inventory/snapshot-store'

/**
 * What an edit announced by any instance drops here (issue 18, decision 0227): this process's
 * rendered pages (the page cache), the data-cache entries under the edit's tags, for a
 * vehicle or a location the inventory snapshot (decision 0286), and for Site settings the tracker
 * flags the Content-Security-Policy is built from.
 */
export function dropForTags(tags: string[]): void {
  clearPageCache()
  expireDataCacheTags(tags)
  if (tags.includes(TAGS.vehicles) || tags.includes(TAGS.locations)) dropInventorySnapshot()
  if (tags.includes(TAGS.siteSettings)) forgetTrackerFlags()
}

/** Everything, when edits may have gone unheard (the listener was not connected). */
export function dropEverything(): void {
  clearPageCache()
  expireWholeDataCache()
  dropInventorySnapshot()
  forgetTrackerFlags()
}

/**
 * Starts this process's listener once (src/instrumentation.ts, Node.js runtime). Without a
 * DATABASE_URL there is no database to listen to, and nothing is started.
 */
export function startCacheInvalidationListener(): void {
  const globals = globalThis as unknown as Record<symbol, InvalidationListener | undefined>
  const connectionString = process.env.DATABASE_URL
  if (globals[LISTENER_KEY] || !connectionString) return
  let lastWarning = 0
  globals[LISTENER_KEY] = listenForInvalidations({
    connectionString,
    onInvalidate: (tags) => (tags ? dropForTags(tags) : dropEverything()),
    onListening: (again) => {
      dropEverything()
      if (again) console.info('[cache-invalidation] listening again; every cache of this instance was dropped')
    },
    onError: (error, retryInMs) => {
      // A database outage fails every attempt: one line per 30 s is enough.
      if (Date.now() - lastWarning < 30_000) return
      lastWarning = Date.now()
      console.warn(`[cache-invalidation] not listening (${error.message}); retrying in ${retryInMs} ms`)
    },
  })
}
