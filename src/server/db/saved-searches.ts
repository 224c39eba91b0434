import { sql, type SQL } from 'drizzle-orm'
import type { AlertJob } from './alert-subscriptions'

/**
 * The statements only the saved searches have (issue 38; decision 0337); what every e-mail alert
 * shares is in alert-subscriptions.ts. Raw because each step must be one atomic statement across
 * instances:
 * - an arrival is written with its matching job inside the vehicle save's transaction;
 * - a matching job takes the waiting arrivals no other instance holds (SKIP LOCKED);
 * - a match is one row per search and vehicle (ON CONFLICT DO NOTHING): announced once;
 * - an alert is queued only by the instance whose update of the search's last-alert time wins.
 */

/**
 * A vehicle arrived on the site (rules.ts `isArrival`): its row in the arrivals queue and a job that
 * matches the queue, in the save's transaction, and only while some saved search is active (else
 * there is nobody to tell). A vehicle that arrives again before it was matched keeps one row.
 */
export function recordArrivalSql(vehicleId: number, now: Date, job: AlertJob): SQL {
  const at = now.toISOString()
  return sql`
    WITH listening AS (
      SELECT 1 FROM saved_searches WHERE status = 'active' LIMIT 1
    ), arrival AS (
      INSERT INTO saved_search_arrivals (vehicle_id, arrived_at, updated_at, created_at)
      SELECT ${vehicleId}, ${at}, ${at}, ${at} FROM listening
      ON CONFLICT (vehicle_id) DO UPDATE SET arrived_at = EXCLUDED.arrived_at, updated_at = EXCLUDED.updated_at
      RETURNING id
    ), job AS (
      INSERT INTO payload_jobs (input, task_slug, queue, updated_at, created_at)
      SELECT jsonb_build_object('vehicleId', ${vehicleId}::integer), ${job.task}::enum_payload_jobs_task_slug, ${job.queue}, ${at}, ${at}
      FROM arrival
      RETURNING id
    )
    SELECT count(*)::int AS queued FROM job`
}

/**
 * Takes up to `limit` waiting arrivals, oldest first, skipping those another instance's job holds:
 * deleted in the caller's transaction, so a job that fails hands them back.
 */
export function takeArrivalsSql(limit: number): SQL {
  return sql`
    DELETE FROM saved_search_arrivals a
    WHERE a.id IN (SELECT id FROM saved_search_arrivals ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING a.vehicle_id, a.arrived_at`
}

export type MatchPair = { savedSearchId: number; vehicleId: number }

/** The matches of a pass, each at most once per search and vehicle ever; the new ones' searches come back. */
export function insertMatchesSql(pairs: readonly MatchPair[], now: Date): SQL {
  const at = now.toISOString()
  const rows = sql.join(
    pairs.map((p) => sql`(${p.savedSearchId}::integer, ${p.vehicleId}::integer)`),
    sql`, `,
  )
  return sql`
    INSERT INTO saved_search_matches (subscription_id, vehicle_id, updated_at, created_at)
    SELECT subscription_id, vehicle_id, ${at}, ${at} FROM (VALUES ${rows}) AS m (subscription_id, vehicle_id)
    ON CONFLICT (subscription_id, vehicle_id) DO NOTHING
    RETURNING subscription_id`
}

/**
 * Active searches with matches no e-mail has announced yet, whose last alert was queued before
 * `cutoff` (rules.ts `lastAlertCutoff`); only `ids` when given.
 */
export function dueSavedSearchesSql(cutoff: Date, ids?: readonly number[]): SQL {
  const only = ids ? sql` AND s.id = ANY(${`{${ids.map((n) => Math.trunc(n)).join(',')}}`}::int[])` : sql``
  return sql`
    SELECT s.id FROM saved_searches s
    WHERE s.status = 'active' AND (s.last_alert_at IS NULL OR s.last_alert_at <= ${cutoff.toISOString()}::timestamptz)${only}
      AND EXISTS (SELECT 1 FROM saved_search_matches m WHERE m.subscription_id = s.id AND m.alert_id IS NULL)
    ORDER BY s.id`
}

/**
 * One alert e-mail for a search, in ONE statement: the search's last-alert time moves to `now` only
 * if it is still older than `cutoff` and matches wait (two instances at once: the row lock orders
 * them and the second finds the time moved, so it queues nothing); then the e-mail row, the waiting
 * matches given to it, and its send job.
 */
export function queueSavedSearchAlertSql(savedSearchId: number, now: Date, cutoff: Date, job: AlertJob): SQL {
  const at = now.toISOString()
  return sql`
    WITH gate AS (
      UPDATE saved_searches s SET last_alert_at = ${at}, updated_at = ${at}
      WHERE s.id = ${savedSearchId} AND s.status = 'active'
        AND (s.last_alert_at IS NULL OR s.last_alert_at <= ${cutoff.toISOString()}::timestamptz)
        AND EXISTS (SELECT 1 FROM saved_search_matches m WHERE m.subscription_id = s.id AND m.alert_id IS NULL)
      RETURNING s.id
    ), alert AS (
      INSERT INTO saved_search_alerts (subscription_id, status, tries, updated_at, created_at)
      SELECT id, 'queued', 0, ${at}, ${at} FROM gate
      RETURNING id
    ), taken AS (
      UPDATE saved_search_matches m SET alert_id = alert.id, updated_at = ${at}
      FROM alert WHERE m.subscription_id = ${savedSearchId} AND m.alert_id IS NULL
      RETURNING m.id
    ), queued AS (
      INSERT INTO payload_jobs (input, task_slug, queue, updated_at, created_at)
      SELECT jsonb_build_object('savedSearchAlertId', alert.id), ${job.task}::enum_payload_jobs_task_slug, ${job.queue}, ${at}, ${at}
      FROM alert
      RETURNING id
    )
    SELECT (SELECT id FROM alert) AS alert_id, (SELECT count(*)::int FROM taken) AS vehicles`
}
