import { sql, type SQL } from 'drizzle-orm'
import type { DueAlert } from '@/domain/price-alerts/rules'
import type { AlertJob } from './alert-subscriptions'

/**
 * The statements only the price-drop alerts have (issue 21; decision 0270); what every e-mail alert
 * shares (the request, the confirmation, the send's claim, the disposal) is in
 * alert-subscriptions.ts. Raw because the alerts of a drop must be one atomic statement inside the
 * price edit's transaction: a check-then-write through the Local API would race, and a unique
 * violation would abort the edit.
 */

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
