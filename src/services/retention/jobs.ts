import type { JobsConfig, TaskConfig } from 'payload'
import { onlyWhereJobsRun, runNow } from '@/services/jobs/scheduled'
import { disposeExpiredData } from './dispose-expired'

/**
 * The daily disposal of expired personal data (issue 34; decision 0298) as a scheduled task of
 * Payload's job queue, on a queue of its own so it never holds up lead delivery. Every app process
 * with LEAD_JOBS_AUTORUN=1 looks once a minute whether the night's run is due; Payload queues one
 * job for the schedule (and a second instance that queues another at the same moment removes
 * nothing more: every step is idempotent).
 */
export const DISPOSE_EXPIRED_TASK = 'dispose-expired-data'
export const RETENTION_QUEUE = 'retention'
/** Every night at 03:15, server time: after the day's leads, before the morning's. */
export const RETENTION_SCHEDULE = '0 15 3 * * *'

export const disposeExpiredDataTask: TaskConfig<'dispose-expired-data'> = {
  slug: DISPOSE_EXPIRED_TASK,
  label: 'Dispose of expired personal data',
  // "now" is an input so a test (or an operator checking what a later night would do) can move it.
  inputSchema: [{ name: 'now', type: 'date' }],
  outputSchema: [{ name: 'counts', type: 'json' }],
  retries: 2,
  schedule: [{ cron: RETENTION_SCHEDULE, queue: RETENTION_QUEUE, hooks: { beforeSchedule: onlyWhereJobsRun } }],
  handler: async ({ input, req }) => {
    const now = runNow(DISPOSE_EXPIRED_TASK, input.now)
    const report = await disposeExpiredData(req.payload, { now })
    return { output: { counts: report.counts } }
  },
}

/** Adds the disposal task and its once-a-minute check to a jobs config. */
export function withRetentionJobs(base: JobsConfig): JobsConfig {
  const autoRun = Array.isArray(base.autoRun) ? base.autoRun : []
  return {
    ...base,
    tasks: [...(base.tasks ?? []), disposeExpiredDataTask],
    autoRun: [...autoRun, { cron: '0 * * * * *', queue: RETENTION_QUEUE, limit: 1, silent: { info: true } }],
  }
}
