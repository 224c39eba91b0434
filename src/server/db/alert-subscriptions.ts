import { sql, type SQL } from 'drizzle-orm'

/**
 * The tables every e-mail alert keeps, for the price-drop alerts (decision 0270) and the saved
 * searches (decision 0337): the subscriptions (one per e-mail address and what it is about) and
 * the alert e-mails (the send's claim, with each e-mail's unsubscribe hash), with the jobs written
 * beside them in payload_jobs. Raw where a step must be one atomic statement across instances: the
 * request (an upsert on the unique address and target, with its confirmation job), the
 * confirmation (one winner per link), the send's claim, and the disposal of stale requests.
 *
 * Both families name their columns alike (email, status, confirm_token_hash, subscription_id, ...),
 * so one statement serves both; the table names come from this closed list, never from input.
 */
export type AlertTables = {
  subscriptions: 'price_alert_subscriptions' | 'saved_searches'
  emails: 'price_alert_notices' | 'saved_search_alerts'
  /** What a subscription is about: with the address, its unique key. */
  target: 'vehicle_id' | 'search_url'
  /** The key of the subscription's id in its jobs' input (forget-person reads it). */
  jobKey: 'subscriptionId' | 'savedSearchId'
  /** Tables of rows that belong to one subscription (subscription_id), deleted with it. */
  children: ReadonlyArray<'price_alert_notices' | 'saved_search_alerts' | 'saved_search_matches'>
}

export const PRICE_ALERT_TABLES: AlertTables = {
  subscriptions: 'price_alert_subscriptions',
  emails: 'price_alert_notices',
  target: 'vehicle_id',
  jobKey: 'subscriptionId',
  children: ['price_alert_notices'],
}

export const SAVED_SEARCH_TABLES: AlertTables = {
  subscriptions: 'saved_searches',
  emails: 'saved_search_alerts',
  target: 'search_url',
  jobKey: 'savedSearchId',
  // Matches first: they point at the alert e-mails.
  children: ['saved_search_matches', 'saved_search_alerts'],
}

/** A job of an alert flow: its task slug and queue. */
export type AlertJob = { task: string; queue: string }

const id = (name: string) => sql.identifier(name)

/**
 * The shopper's request: one row per address and target (a repeat reuses it; an unsubscribed or
 * pending one waits for confirmation again, an active one stays active), and the job that mails the
 * confirmation, in ONE statement. `extra` columns (a saved search's title) are written on insert and
 * refreshed by a repeat. The tick box rides in the job, to be stored with the link it confirms, and
 * so does the seed of that link (a retried job mails the same link: link-tokens.ts).
 */
export function requestAlertSql(
  t: AlertTables,
  request: {
    email: string
    target: string | number
    extra?: Record<string, string>
    sendToSales: boolean
    linkSeed: string
  },
  now: Date,
  job: AlertJob,
): SQL {
  const at = now.toISOString()
  const extra = Object.entries(request.extra ?? {})
  const columns = sql.join([id(t.target), ...extra.map(([column]) => id(column))], sql`, `)
  const values = sql.join([sql`${request.target}`, ...extra.map(([, value]) => sql`${value}`)], sql`, `)
  const refresh = extra.map(([column]) => sql`, ${id(column)} = EXCLUDED.${id(column)}`)
  return sql`
    WITH sub AS (
      INSERT INTO ${id(t.subscriptions)} AS s (email, ${columns}, status, send_to_sales, updated_at, created_at)
      VALUES (${request.email}, ${values}, 'pending', false, ${at}, ${at})
      ON CONFLICT (email, ${id(t.target)}) DO UPDATE SET
        status = CASE WHEN s.status = 'active' THEN s.status ELSE 'pending' END,
        updated_at = EXCLUDED.updated_at${sql.join(refresh, sql``)}
      RETURNING id, status
    ), job AS (
      INSERT INTO payload_jobs (input, task_slug, queue, updated_at, created_at)
      SELECT jsonb_build_object(${t.jobKey}::text, sub.id, 'sendToSales', ${request.sendToSales}::boolean, 'linkSeed', ${request.linkSeed}::text),
             ${job.task}::enum_payload_jobs_task_slug, ${job.queue}, ${at}, ${at}
      FROM sub
      RETURNING id
    )
    SELECT sub.id AS subscription_id, sub.status::text AS status, job.id AS job_id FROM sub, job`
}

/**
 * Confirms the subscription whose newest confirmation link has this hash, if that e-mail went out
 * after `sentAfter`. The hash is cleared in the same statement, so of two presses (a double click,
 * two tabs) exactly one confirms and only that one may make the lead.
 */
export function confirmAlertSql(t: AlertTables, tokenHash: string, sentAfter: Date): SQL {
  return sql`
    UPDATE ${id(t.subscriptions)} s SET
      status = 'active', confirm_token_hash = NULL, confirmed_at = now(), unsubscribed_at = NULL,
      send_to_sales = s.send_to_sales OR coalesce(s.pending_send_to_sales, false), pending_send_to_sales = NULL,
      updated_at = now()
    WHERE s.confirm_token_hash = ${tokenHash} AND s.confirmation_sent_at > ${sentAfter.toISOString()}
    RETURNING s.id, s.email, s.${id(t.target)} AS target, s.send_to_sales, s.lead_id`
}

/**
 * Claims an alert e-mail for sending (as lead messages are claimed, decision 0022): queued, failed,
 * or left 'sending' longer than the lease by a worker that stopped. The hash of the unsubscribe link
 * this attempt puts in the e-mail is stored in the same statement. Returns the row when this worker
 * may send it.
 */
export function claimAlertEmailSql(
  t: AlertTables,
  emailId: number,
  unsubscribeTokenHash: string,
  messageId: string,
  leaseSeconds: number,
): SQL {
  return sql`
    UPDATE ${id(t.emails)} SET status = 'sending', claimed_at = now(), tries = coalesce(tries, 0) + 1,
      unsubscribe_token_hash = ${unsubscribeTokenHash}, message_id = ${messageId}, updated_at = now()
    WHERE id = ${emailId}
      AND (status IN ('queued', 'failed') OR (status = 'sending' AND claimed_at < now() - make_interval(secs => ${leaseSeconds})))
    RETURNING *`
}

export function markAlertEmailSentSql(t: AlertTables, emailId: number): SQL {
  return sql`UPDATE ${id(t.emails)} SET status = 'sent', sent_at = now(), error = NULL, updated_at = now() WHERE id = ${emailId}`
}

export function markAlertEmailFailedSql(t: AlertTables, emailId: number, error: string): SQL {
  return sql`UPDATE ${id(t.emails)} SET status = 'failed', error = ${error.slice(0, 2000)}, updated_at = now() WHERE id = ${emailId}`
}

export function markAlertEmailSkippedSql(t: AlertTables, emailId: number, reason: string): SQL {
  return sql`UPDATE ${id(t.emails)} SET status = 'skipped', skip_reason = ${reason}, updated_at = now() WHERE id = ${emailId}`
}

/**
 * Deletes the unconfirmed requests among `ids` that are still unconfirmed and not asked for again
 * since `before` (the daily disposal, issue 34; decision 0298), with the rows that belong to them,
 * in ONE statement: a shopper who asks again while the disposal runs waits for the row lock and then
 * finds no row, so the new request is written afresh instead of being deleted with the old one.
 * Two instances disposing at once delete each row once.
 */
export function deleteStaleAlertRequestsSql(t: AlertTables, ids: readonly number[], before: Date): SQL {
  const list = `{${ids.map((n) => Math.trunc(n)).join(',')}}`
  const children = t.children.map(
    (table, i) => sql`, ${id(`child_${i}`)} AS (
      DELETE FROM ${id(table)} c USING stale WHERE c.subscription_id = stale.id RETURNING c.id
    )`,
  )
  return sql`
    WITH stale AS (
      SELECT id FROM ${id(t.subscriptions)}
      WHERE id = ANY(${list}::int[]) AND status = 'pending' AND updated_at < ${before.toISOString()}::timestamptz
      FOR UPDATE
    )${sql.join(children, sql``)}, gone AS (
      DELETE FROM ${id(t.subscriptions)} s USING stale WHERE s.id = stale.id RETURNING s.id
    )
    SELECT (SELECT count(*)::int FROM gone) AS deleted`
}
