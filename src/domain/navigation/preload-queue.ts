/**
 * Route preloading: at most 5 in parallel (visitor-layer.md section 9 "Interface"; issue 8;
 * decision 0106). A first-in, first-out slot queue: `acquire()` resolves with a release function
 * once fewer than `limit` holders are running; the holder calls it when its request is over.
 * Pure (no timers, no I/O): the browser side wraps Next's route prefetch requests with it.
 */
export const ROUTE_PRELOAD_LIMIT = 5

export interface SlotQueue {
  acquire(): Promise<() => void>
  /** Holders running now (never above the limit). */
  readonly active: number
  /** Callers waiting for a slot. */
  readonly waiting: number
}

export function createSlotQueue(limit: number = ROUTE_PRELOAD_LIMIT): SlotQueue {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`slot limit must be a positive integer, got ${limit}`)
  let active = 0
  const queue: ((release: () => void) => void)[] = []

  const grant = (resolve: (release: () => void) => void) => {
    active += 1
    let released = false
    resolve(() => {
      // A second call of the same release must not free someone else's slot.
      if (released) return
      released = true
      active -= 1
      const next = queue.shift()
      if (next) grant(next)
    })
  }

  return {
    acquire() {
      return new Promise((resolve) => {
        if (active < limit) grant(resolve)
        else queue.push(resolve)
      })
    },
    get active() {
      return active
    },
    get waiting() {
      return queue.length
    },
  }
}

/** Next's router marks its route prefetch requests with this header (a navigation has none). */
export const PREFETCH_HEADER = 'next-router-prefetch'

/** True for a request Next's router makes to preload a route (any header value, '1' to '3'). */
export function isRoutePrefetch(headers: Iterable<[string, string]> | Record<string, string> | undefined): boolean {
  if (!headers) return false
  const entries = Symbol.iterator in headers ? [...(headers as Iterable<[string, string]>)] : Object.entries(headers)
  return entries.some(([name]) => name.toLowerCase() === PREFETCH_HEADER)
}
