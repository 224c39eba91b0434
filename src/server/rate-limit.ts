import type { Payload } from 'payload'
import { execute } from '@/server/db/execute'
import { RATE_LIMIT_TABLE_DDL, hitRateLimitSql, pruneRateLimitsSql, refundRateLimitSql } from '@/server/db/rate-limits'

/**
 * Per-IP fixed-window limit for POST /api/leads (issue 4), kept in Postgres so that every app
 * instance shares it (README "Scaling out"). One upsert per request: count this hit, restart the
 * window when it has expired, answer with the count.
 *
 * A row whose window has ended counts the same as no row (the upsert restarts it), so rows older
 * than the window are deleted on write, at most once per PRUNE_INTERVAL_MS per process: the table
 * holds roughly the addresses seen in the last window, not every address ever seen.
 *
 * A count is not worth a disk flush: the upsert commits asynchronously (`set_config(..., true)`
 * lasts for the statement's own transaction; docs/decisions/0102). Every request from one address
 * updates the same row, and with a synchronous commit each waited, holding the row lock, for the
 * previous one's WAL flush: 10 connections from one address queued behind the disk (p95 ~46 ms for
 * the limit alone, ~8 ms asynchronous). A crash can forget the last moment of hits, never a lead.
 */
export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export const PRUNE_INTERVAL_MS = 60_000

let ensured: Promise<unknown> | undefined
let nextPruneAt = 0

/** The table comes with the migration; the dev database (schema push) gets it here once. */
function ensureTable(payload: Payload): Promise<unknown> {
  ensured ??= execute(payload, RATE_LIMIT_TABLE_DDL).catch((err) => {
    ensured = undefined
    throw err
  })
  return ensured
}

/** Deletes the rows whose window ended; returns how many went. */
export async function pruneRateLimits(payload: Payload, windowSeconds: number): Promise<number> {
  await ensureTable(payload)
  const rows = await execute(payload, pruneRateLimitsSql(windowSeconds))
  return rows.length
}

/** On-write cleanup, throttled per process; a failure never blocks the lead it rides on. */
async function pruneIfDue(payload: Payload, windowSeconds: number, nowMs: number): Promise<void> {
  if (nowMs < nextPruneAt) return
  nextPruneAt = nowMs + PRUNE_INTERVAL_MS
  try {
    await pruneRateLimits(payload, windowSeconds)
  } catch (err) {
    payload.logger.warn({ err, msg: 'pruning lead rate-limit rows failed; retried later' })
  }
}

export async function hitRateLimit(
  payload: Payload,
  key: string,
  limit: number,
  windowSeconds: number,
  nowMs = Date.now(),
): Promise<RateLimitResult> {
  await ensureTable(payload)
  await pruneIfDue(payload, windowSeconds, nowMs)
  const rows = await execute(payload, hitRateLimitSql(key, windowSeconds))
  const hits = Number(rows[0]?.hits ?? 0)
  if (hits <= limit) return { allowed: true }
  return { allowed: false, retryAfterSeconds: Math.max(1, Number(rows[0]?.retry_after ?? windowSeconds)) }
}

/**
 * Gives back one hit of `key`: for a request the limit let through that still ended as a 422 (the
 * resume storage refused the file), so that a rejected request never uses up an allowance
 * (issue 16 section 3).
 */
export async function refundRateLimit(payload: Payload, key: string): Promise<void> {
  await execute(payload, refundRateLimitSql(key))
}
