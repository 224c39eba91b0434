import type { Payload } from 'payload'
import { lastAlertCutoff } from '@/domain/saved-searches/rules'
import { execute } from '@/server/db/execute'
import { dueSavedSearchesSql, queueSavedSearchAlertSql } from '@/server/db/saved-searches'
import { ALERT_JOB } from './queue'

/**
 * Queues the alert e-mail of each saved search (only `ids` when given) that has matches no e-mail
 * announced yet and whose last alert is a day old (issue 38: "one e-mail per day at most";
 * decision 0337). Each search's e-mail, its matches and its send job are one statement that only
 * the first instance to move the search's last-alert time writes. Answers how many were queued.
 */
export async function queueDueAlerts(payload: Payload, now: Date, ids?: readonly number[]): Promise<number> {
  if (ids && ids.length === 0) return 0
  const cutoff = lastAlertCutoff(now)
  let queued = 0
  for (const row of await execute(payload, dueSavedSearchesSql(cutoff, ids))) {
    const [alert] = await execute(payload, queueSavedSearchAlertSql(Number(row.id), now, cutoff, ALERT_JOB))
    if (alert?.alert_id !== null && alert?.alert_id !== undefined) queued++
  }
  return queued
}
