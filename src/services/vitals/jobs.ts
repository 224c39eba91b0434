import type { JobsConfig, TaskConfig } from 'payload'
import { env } from '@/config/env'
import { RETENTION_QUEUE } from '@/services/retention/jobs'
import { alertPoorTemplates } from './poor-alerts'

/**
 * The daily Site speed check (issue 40 "An alert"): a scheduled task of Payload's job queue, on the
 * nightly queue the disposal of expired data uses (src/services/retention/jobs.ts), whose
 * once-a-minute check already runs in every process with LEAD_JOBS_AUTORUN=1. Claiming each
 * episode in web_vitals_alerts makes a doubled run harmless.
 */
export const SITE_SPEED_ALERT_TASK = 'site-speed-alerts'
/** Every morning at 06:20, server time: yesterday is complete in UTC, before the managers' day starts. */
export const SITE_SPEED_ALERT_SCHEDULE = '0 20 6 * * *'

type BeforeSchedule = NonNullable<NonNullable<NonNullable<TaskConfig['schedule']>[number]['hooks']>['beforeSchedule']>

const onlyWhereJobsRun: BeforeSchedule = async (args) =>
  env().LEAD_JOBS_AUTORUN === '1' ? args.defaultBeforeSchedule(args) : { shouldSchedule: false }

export const siteSpeedAlertTask: TaskConfig<'site-speed-alerts'> = {
  slug: SITE_SPEED_ALERT_TASK,
  label: 'E-mail the managers when a page template is slow three days running',
  // "now" is an input so a test (or an operator) can check what a given morning would send.
  inputSchema: [{ name: 'now', type: 'date' }],
  outputSchema: [
    { name: 'episodes', type: 'number' },
    { name: 'sent', type: 'number' },
  ],
  retries: 2,
  schedule: [{ cron: SITE_SPEED_ALERT_SCHEDULE, queue: RETENTION_QUEUE, hooks: { beforeSchedule: onlyWhereJobsRun } }],
  handler: async ({ input, req }) => {
    const now = input.now ? new Date(input.now) : new Date()
    if (Number.isNaN(now.getTime())) throw new Error(`site-speed-alerts: "now" is not a date: ${input.now}`)
    const report = await alertPoorTemplates(req.payload, now)
    return { output: { episodes: report.episodes.length, sent: report.sent } }
  },
}

/** Adds the daily check to a jobs config (its queue is polled by the retention jobs' autoRun). */
export function withSiteSpeedJobs(base: JobsConfig): JobsConfig {
  return { ...base, tasks: [...(base.tasks ?? []), siteSpeedAlertTask] }
}
