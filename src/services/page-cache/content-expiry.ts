import { cappedExpiry, cappedMaxAge, withMoment } from '@/domain/page-cache/content-expiry'

/**
 * This process's list of upcoming content changes by the clock (issue 37, decision 0311): the page
 * reads that show something with an end date (promotions, popups, the sample lease) note its end
 * here as they read it, and the page cache (page-cache.ts) never keeps, or answers stale, a page
 * past the first change after its render began; the sitemap cuts its max-age there. Shared through
 * globalThis, as the page cache's store is: the pages and the custom server's hook are bundled apart.
 */
type Store = { moments: number[] }
const STORE_KEY = Symbol.for('dealership.pageCache.contentExpiry')
const store: Store =
  ((globalThis as Record<symbol, unknown>)[STORE_KEY] as Store | undefined) ??
  (((globalThis as Record<symbol, unknown>)[STORE_KEY] = { moments: [] } satisfies Store) as Store)

/** Notes the moments (ISO strings or Dates) at which what a page shows will change. */
export function noteContentChanges(moments: ReadonlyArray<string | Date | null | undefined>, now = Date.now()): void {
  for (const moment of moments) {
    if (moment === null || moment === undefined) continue
    const at = moment instanceof Date ? moment.getTime() : Date.parse(moment)
    store.moments = withMoment(store.moments, at, now)
  }
}

/** The end of a page copy's life: its lifetime, cut at the first change after its render began. */
export function contentExpiry(lifetimeEnd: number, renderedAt: number): number {
  return cappedExpiry(lifetimeEnd, renderedAt, store.moments)
}

export function contentMaxAge(maxAgeSeconds: number, now = Date.now()): number {
  return cappedMaxAge(maxAgeSeconds, now, store.moments)
}

/** For tests: forget every noted moment. */
export function resetContentChanges(): void {
  store.moments = []
}
