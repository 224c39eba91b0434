import { sql, type SQL } from 'drizzle-orm'
import type { DueAlert } from '@/domain/price-alerts/rules'

/**
 * price_alert_subscriptions and price_alert_notices (collections price-alert-subscriptions and
 * price-alert-notices) with the jobs written beside them in payload_jobs (issue 21; decision 0270).
 * Raw where a step must be one atomic statement across instances: the request (an upsert on the
 * unique e-mail and vehicle, and its confirmation job), the confirmation (one winner per link), the
 * alerts of a price drop (ON CONFLICT on the unique subscription and price, and their jobs) and the
 * send's claim. A check-then-write through the Local API would race, and a unique violation inside
 * the price edit's transaction would abort the edit.
 */

/** A job of the alert flow: its task slug and queue (src/services/price-alerts/queue.ts). */
export type AlertJob = { task: string; queue: string }

/**
 * The shopper's request: one row per e-mail and vehicle (a repeat reuses it; an unsubscribed or
 * pending one waits for confirmation again, an active one stays active), and the job that mails the
 * confirmation, in ONE statement. The tick box rides in the job, to be stored with the link it
 * confirms, and so does the seed of that link (a retried job mails the same link: link-tokens.ts).
 */
export function requestSubscriptionSql(
  request: { email: string; vehicleId: number; sendToSales: boolean; linkSeed: string },
  now: Date,
  job: AlertJob,
): SQL {
  const at = now.toISOString()
  return sql`
    WITH sub AS (
      INSERT INTO price_alert_subscriptions AS s (email, vehicle_id, status, send_to_sales, updated_at, created_at)
      VALUES (${request.email}, ${request.vehicleId}, 'pending', false, ${at}, ${at})
      ON CONFLICT (email, vehicle_id) DO UPDATE SET
        status = CASE WHEN s.status = 'active' THEN s.status ELSE 'pending'::enum_price_alert_subscriptions_status END,
        updated_at = EXCLUDED.updated_at
      RETURNING id, status
    ), job AS (
      INSERT INTO payload_jobs (input, task_slug, queue, updated_at, created_at)
      SELECT jsonb_build_object('subscriptionId', sub.id, 'sendToSales', ${request.sendToSales}::boolean, 'linkSeed', ${request.linkSeed}::text),
             ${job.task}::enum_payload_jobs_task_slug, ${job.queue}, ${at}, ${at}
      FROM sub
      RETURNING id
    )
    SELECT sub.id AS subscription_id, sub.status::text AS status, job.id AS job_id FROM sub, job`
}

/**
 * Confirms the subscription whose newest confirmation link has this hash, if that e-mail went out
 * after `sentAfter`. The hash is cleared in the same statement, so of two presses (a double click,
 * two tabs) exactly one confirms and only that one may make the lead. The price the shopper sees
 * now becomes what later alerts compare with.
 */
export function confirmSubscriptionSql(tokenHash: string, sentAfter: Date): SQL {
  return sql`
    UPDATE price_alert_subscriptions s SET
      status = 'active', confirm_token_hash = NULL, confirmed_at = now(), unsubscribed_at = NULL,
      send_to_sales = s.send_to_sales OR coalesce(s.pending_send_to_sales, false), pending_send_to_sales = NULL,
      confirmed_price = v.price, updated_at = now()
    FROM vehicles v
    WHERE s.confirm_token_hash = ${tokenHash} AND s.confirmation_sent_at > ${sentAfter.toISOString()} AND v.id = s.vehicle_id
    RETURNING s.id, s.email, s.vehicle_id, s.send_to_sales, s.lead_id`
}

/**
 * The alerts of one price drop and their send jobs, in ONE statement inside the price edit's
 * transaction. The unique (subscription, price) makes a second run for the same drop (another
 * instance, a repeated hook, a retried import) insert nothing and queue nothing. An alert that was
 * skipped at that price before (the drop was taken back, the vehicle had sold) is queued again.
 */
export function queueAlertsSql(alerts: readonly DueAlert[], vehicleId: number, now: Date, job: AlertJob): SQL {
  const at = now.toISOString()
  const rows = sql.join(
    alerts.map((a) => sql`(${a.subscriptionId}::integer, ${a.price}::numeric, ${a.previousPrice}::numeric)`),
    sql`, `,
  )
  return sql`
    WITH due (subscription_id, price, previous_price) AS (VALUES ${rows}),
    notice AS (
      INSERT INTO price_alert_notices AS n (subscription_id, vehicle_id, price, previous_price, status, tries, updated_at, created_at)
      SELECT subscription_id, ${vehicleId}, price, previous_price, 'queued', 0, ${at}, ${at} FROM due
      ON CONFLICT (subscription_id, price) DO UPDATE SET
        status = 'queued', skip_reason = NULL, previous_price = EXCLUDED.previous_price, updated_at = EXCLUDED.updated_at
        WHERE n.status = 'skipped'
      RETURNING id
    ), job AS (
      INSERT INTO payload_jobs (input, task_slug, queue, updated_at, created_at)
      SELECT jsonb_build_object('noticeId', notice.id), ${job.task}::enum_payload_jobs_task_slug, ${job.queue}, ${at}, ${at}
      FROM notice
      RETURNING id
    )
    SELECT count(*)::int AS queued FROM job`
}

/**
 * Claims an alert for sending (as lead messages are claimed, decision 0022): queued, failed, or
 * left 'sending' longer than the lease by a worker that stopped. The hash of the unsubscribe link
 * this attempt puts in the e-mail is stored in the same statement. Returns the alert when this
 * worker may send it.
 */
export function claimNoticeSql(
  noticeId: number,
  unsubscribeTokenHash: string,
  messageId: string,
  leaseSeconds: number,
): SQL {
  return sql`
    UPDATE price_alert_notices SET status = 'sending', claimed_at = now(), tries = coalesce(tries, 0) + 1,
      unsubscribe_token_hash = ${unsubscribeTokenHash}, message_id = ${messageId}, updated_at = now()
    WHERE id = ${noticeId}
      AND (status IN ('queued', 'failed') OR (status = 'sending' AND claimed_at < now() - make_interval(secs => ${leaseSeconds})))
    RETURNING id, subscription_id, vehicle_id, price::float8 AS price, previous_price::float8 AS previous_price`
}

/** Sent: the alert, and the subscription's last alerted price. */
export function markNoticeSentSql(noticeId: number): SQL {
  return sql`
    WITH sent AS (
      UPDATE price_alert_notices SET status = 'sent', sent_at = now(), error = NULL, updated_at = now()
      WHERE id = ${noticeId} RETURNING subscription_id, price
    )
    UPDATE price_alert_subscriptions s SET last_notified_price = sent.price, updated_at = now()
    FROM sent WHERE s.id = sent.subscription_id`
}

export function markNoticeFailedSql(noticeId: number, error: string): SQL {
  return sql`UPDATE price_alert_notices SET status = 'failed', error = ${error.slice(0, 2000)}, updated_at = now() WHERE id = ${noticeId}`
}

export function markNoticeSkippedSql(noticeId: number, reason: string): SQL {
  return sql`UPDATE price_alert_notices SET status = 'skipped', skip_reason = ${reason}, updated_at = now() WHERE id = ${noticeId}`
}

/**
 * Deletes the unconfirmed requests among `ids` that are still unconfirmed and not asked for again
 * since `before` (the daily disposal, issue 34; decision 0298), with their alert records, in ONE
 * statement: a shopper who asks again while the disposal runs waits for the row lock and then
 * finds no row, so the new request is written afresh instead of being deleted with the old one.
 * Two instances disposing at once delete each row once.
 */
export function deleteStaleAlertRequestsSql(ids: readonly number[], before: Date): SQL {
  const list = `{${ids.map((id) => Math.trunc(id)).join(',')}}`
  return sql`
    WITH stale AS (
      SELECT id FROM price_alert_subscriptions
      WHERE id = ANY(${list}::int[]) AND status = 'pending' AND updated_at < ${before.toISOString()}::timestamptz
      FOR UPDATE
    ), notices AS (
      DELETE FROM price_alert_notices n USING stale WHERE n.subscription_id = stale.id RETURNING n.id
    ), gone AS (
      DELETE FROM price_alert_subscriptions s USING stale WHERE s.id = stale.id RETURNING s.id
    )
    SELECT (SELECT count(*)::int FROM gone) AS deleted`
}
