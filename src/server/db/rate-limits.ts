import { sql, type SQL } from 'drizzle-orm'

/**
 * runtime.lead_rate_limits (not a Payload table: created by migration, outside Payload's schema):
 * the shared per-client fixed window of src/server/rate-limit.ts. One upsert per request, so
 * every instance counts the same hits; decision 0102 for the asynchronous commit.
 */

/** The table comes with the migration; the dev database (schema push) gets it from this once. */
export const RATE_LIMIT_TABLE_DDL: SQL = sql`CREATE SCHEMA IF NOT EXISTS runtime;
        CREATE TABLE IF NOT EXISTS runtime.lead_rate_limits (key varchar PRIMARY KEY NOT NULL, window_start timestamp(3) with time zone NOT NULL, hits integer NOT NULL);
        CREATE INDEX IF NOT EXISTS lead_rate_limits_window_start_idx ON runtime.lead_rate_limits USING btree (window_start)`

/** Deletes the rows whose window ended. */
export function pruneRateLimitsSql(windowSeconds: number): SQL {
  return sql`DELETE FROM runtime.lead_rate_limits WHERE window_start <= now() - make_interval(secs => ${windowSeconds}) RETURNING key`
}

/**
 * Counts this hit, restarting the window when it has expired; answers the count and the seconds
 * left. `set_config(..., true)` lasts for the statement's own transaction: the upsert commits
 * asynchronously (decision 0102).
 */
export function hitRateLimitSql(key: string, windowSeconds: number): SQL {
  return sql`INSERT INTO runtime.lead_rate_limits AS r (key, window_start, hits)
        SELECT ${key}, now(), 1 FROM (SELECT set_config('synchronous_commit', 'off', true)) AS async_commit
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN r.window_start <= now() - make_interval(secs => ${windowSeconds}) THEN 1 ELSE r.hits + 1 END,
          window_start = CASE WHEN r.window_start <= now() - make_interval(secs => ${windowSeconds}) THEN now() ELSE r.window_start END
        RETURNING hits, ceil(extract(epoch FROM (r.window_start + make_interval(secs => ${windowSeconds}) - now())))::int AS retry_after`
}

/** Gives back one hit of `key`. */
export function refundRateLimitSql(key: string): SQL {
  return sql`UPDATE runtime.lead_rate_limits SET hits = hits - 1 WHERE key = ${key} AND hits > 0`
}
