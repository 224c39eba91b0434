/**
 * Moments at which a page's content changes by the clock alone, with no edit to announce it: an
 * offer, promotion, lease sample or popup reaching its end (or a promotion its start). Issue 37:
 * "a page cached before an expiry does not outlive the expiry". Pure: a sorted list in, answers out.
 */

/** `moments` with `at` added (kept sorted, unique, and only those after `now`). */
export function withMoment(moments: readonly number[], at: number, now: number): number[] {
  const future = moments.filter((m) => m > now)
  if (!Number.isFinite(at) || at <= now || future.includes(at)) return future
  return [...future, at].sort((a, b) => a - b)
}

/** The first moment after `after`, or null. */
export function nextMoment(moments: readonly number[], after: number): number | null {
  return moments.find((m) => m > after) ?? null
}

/**
 * How long a copy rendered at `renderedAt` may be kept, given the lifetime it would otherwise get:
 * up to the first content change after the render began, never past it.
 */
export function cappedExpiry(lifetimeEnd: number, renderedAt: number, moments: readonly number[]): number {
  const next = nextMoment(moments, renderedAt)
  return next === null ? lifetimeEnd : Math.min(lifetimeEnd, next)
}

/** Seconds a response may be kept by a browser or CDN (`max-age`), cut at the next change. */
export function cappedMaxAge(maxAgeSeconds: number, now: number, moments: readonly number[]): number {
  const next = nextMoment(moments, now)
  if (next === null) return maxAgeSeconds
  return Math.max(0, Math.min(maxAgeSeconds, Math.floor((next - now) / 1000)))
}
