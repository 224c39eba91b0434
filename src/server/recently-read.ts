import type { Payload } from 'payload'

/** A setting read through `read` at most once per `ttlMs` in this process, and forgotten on demand. */
export type RecentlyRead<T> = {
  get: (payload: Payload, nowMs?: number) => Promise<T>
  /** Called by the setting's afterChange hook: the instance that saved reads the new value at once. */
  forget: () => void
}

type Slot<T> = { value: T; at: number }
const slots = globalThis as unknown as Record<symbol, Slot<unknown> | undefined>

/**
 * A setting that a frequent request reads (a lead's advertising cookies, a beacon's sampling rate)
 * costs no database read per request: it is read at most once per `ttlMs` per process. Saving the
 * setting forgets it on the instance that saved; the other instances follow within `ttlMs`.
 *
 * The value lives on `globalThis` under `Symbol.for(key)`, not in this module: the production build
 * gives each route its own copy of a module, so the site-settings hook (in Payload's route) and the
 * lead intake (in its own route) would each hold a cache of their own, and the hook's forget would
 * not reach the copy that reads (a partner cookie saved in Site settings stayed unknown to leads for
 * 30 s). The same registry holds the tracker flags and the page cache.
 */
export function recentlyRead<T>(key: string, read: (payload: Payload) => Promise<T>, ttlMs: number): RecentlyRead<T> {
  const slot = Symbol.for(`dealership.recentlyRead.${key}`)
  return {
    async get(payload, nowMs = Date.now()) {
      const cached = slots[slot] as Slot<T> | undefined
      if (cached && nowMs - cached.at < ttlMs) return cached.value
      const value = await read(payload)
      slots[slot] = { value, at: nowMs }
      return value
    },
    forget() {
      slots[slot] = undefined
    },
  }
}
