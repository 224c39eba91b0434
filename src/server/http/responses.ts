/**
 * The answers every route handler and endpoint shares (issue 36: each route declared its own).
 *
 * `NO_STORE`: an answer that is one visitor's own or true only now (a lead's id, a code check, a
 * staff action, an error) is kept by no cache, the browser's included.
 *
 * `unavailable`: the database (or a provider behind it) is away for a moment: 503 with Retry-After,
 * never a 500 (ARCHITECTURE.md "Bad input: 400/422, never a 500"; decision 0299 keeps errors out of
 * caches). Five seconds is about how long the connection pool takes to reach a restarted database
 * (README "Database restarts").
 */
export const NO_STORE = { 'Cache-Control': 'no-store' } as const

export const RETRY_AFTER_SECONDS = 5

/** The header of a 503 for a result a service returns rather than a Response (lead and alert intake). */
export const RETRY_SOON = { 'Retry-After': String(RETRY_AFTER_SECONDS) } as const

/** 503 with `body` (an `error` sentence for the person), Retry-After and no-store. */
export function unavailable(body: Record<string, unknown>): Response {
  return Response.json(body, { status: 503, headers: { ...NO_STORE, ...RETRY_SOON } })
}
