import type { InvalidationListener } from './listener'

/** Where this process keeps its listener (start.ts): one per process, whichever bundle started it. */
export const LISTENER_KEY = Symbol.for('dealership.cacheInvalidation.listener')

/**
 * Whether this process hears every edit announced on any instance right now (decision 0227). A
 * copy that is only dropped by an announcement (the inventory snapshot, decision 0286) is trusted
 * only while this is true.
 */
export function invalidationsHeard(): boolean {
  return (globalThis as unknown as Record<symbol, InvalidationListener | undefined>)[LISTENER_KEY]?.listening === true
}
