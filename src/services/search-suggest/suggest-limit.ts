import type { Payload } from 'payload'
import { hitRateLimit } from '@/server/rate-limit'

/**
 * The per-address limit of the search suggestions (issue 38; decision 0333): the same shared count as
 * every public endpoint's (`hitRateLimit`, Postgres, one row per address and window, seen by every
 * instance), but kept off the answer's path. A request is refused when this process has learnt that
 * its address is over the limit; otherwise it is answered at once and counted after the answer has
 * gone (`count`, run by the route through Next's `after`). When a count finds the address over the
 * limit, this process refuses it until the window ends.
 *
 * Why: the count is a write, and under load its p95 alone (17 ms on the bench machine) would take the
 * whole of the endpoint's 20 ms budget, for a check that almost never refuses. The price is that the
 * request crossing the limit is still answered, once per instance that has not yet learnt it.
 */
export type SuggestLimiter = {
  /** Seconds until the address may ask again, or null when this process knows of no refusal. */
  retryAfter: (key: string, nowMs: number) => number | null
  /** Counts one request of the address in the shared count (after the answer). */
  count: (key: string, nowMs: number) => Promise<void>
}

/** Addresses this process refuses, until when (ms); bounded, the oldest forgotten first. */
const refused = new Map<string, number>()
const MAX_REFUSED = 10_000

function refuse(key: string, untilMs: number): void {
  refused.delete(key)
  refused.set(key, untilMs)
  if (refused.size > MAX_REFUSED) refused.delete(refused.keys().next().value as string)
}

export function sharedSuggestLimiter(
  payload: () => Promise<Payload>,
  limit: number,
  windowSeconds: number,
): SuggestLimiter {
  return {
    retryAfter(key, nowMs) {
      const until = refused.get(key)
      if (until === undefined) return null
      if (until <= nowMs) {
        refused.delete(key)
        return null
      }
      return Math.max(1, Math.ceil((until - nowMs) / 1000))
    },
    async count(key, nowMs) {
      const hit = await hitRateLimit(await payload(), key, limit, windowSeconds, nowMs)
      if (!hit.allowed) refuse(key, nowMs + hit.retryAfterSeconds * 1000)
    },
  }
}
