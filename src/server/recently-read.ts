import type { Payload } from 'payload'

/** A setting read through `read` at most once per `ttlMs` in this process, and forgotten on demand. */
export type RecentlyRead<T> = {
  get: (payload: Payload, nowMs?: number) => Promise<T>
  /** Called by the setting's afterChange hook: the instance that saved reads the new value at once. */
  forget: () => void
}

/**
 * A setting that a frequent request reads (a lead's advertising cookies, a beacon's sampling rate)
 * costs no database read per request: it is read at most once per `ttlMs` per process. Saving the
 * setting forgets it on the instance that saved; the other instances follow within `ttlMs`.
 */
export function recentlyRead<T>(read: (payload: Payload) => Promise<T>, ttlMs: number): RecentlyRead<T> {
  let cached: { value: T; at: number } | undefined
  return {
    async get(payload, nowMs = Date.now()) {
      if (cached && nowMs - cached.at < ttlMs) return cached.value
      const value = await read(payload)
      cached = { value, at: nowMs }
      return value
    },
    forget() {
      cached = undefined
    },
  }
}
