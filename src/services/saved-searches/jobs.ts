import type { JobsConfig, TaskConfig } from 'payload'
import { alertEmailTask, confirmationTask } from '@/services/alerts/jobs'
import { onlyWhereJobsRun, runNow } from '@/services/jobs/scheduled'
import {
  MATCH_ARRIVALS_TASK,
  QUEUE_DUE_ALERTS_TASK,
  SAVED_SEARCHES_QUEUE,
  SEND_ALERT_TASK,
  SEND_CONFIRMATION_TASK,
} from './queue'
import { sendSavedSearchConfirmation } from './send-confirmation'
import { sendSavedSearchAlert } from './send-alert'
import { queueDueAlerts } from './queue-alerts'

/**
 * The saved searches' tasks (issue 38; decision 0337):
 * - the confirmation and alert e-mails, on the lead delivery queue like every alert e-mail;
 * - matching, queued by each arrival (the Vehicles hook): takes every waiting arrival, then queues
 *   the alerts of the searches that got new matches, if their day is up;
 * - every 15 minutes, the same pass for what is left: arrivals a failed job handed back, and the
 *   searches whose day ran out since their matches came. A search's next e-mail goes out at most
 *   15 minutes after its 24 hours.
 */
export const SAVED_SEARCHES_SCHEDULE = '0 */15 * * * *'

/** Match the waiting arrivals, then queue the alerts that are due: of the searches just matched, or of all. */
async function matchAndQueue(payload: Parameters<typeof queueDueAlerts>[0], now: Date, all: boolean) {
  // Loaded when it runs: matching reads through the search pages' data layer, not part of the config.
  const { matchArrivals } = await import('./match-arrivals')
  const matched = await matchArrivals(payload, now)
  return { matched: matched.length, queued: await queueDueAlerts(payload, now, all ? undefined : matched) }
}

export const sendSavedSearchConfirmationTask = confirmationTask(
  SEND_CONFIRMATION_TASK,
  'Send a saved-search confirmation e-mail',
  'savedSearchId',
  sendSavedSearchConfirmation,
)

export const sendSavedSearchAlertTask = alertEmailTask(
  SEND_ALERT_TASK,
  'Send a saved-search alert e-mail',
  'savedSearchAlertId',
  sendSavedSearchAlert,
)

const passOutput = [
  { name: 'matched', type: 'number' as const },
  { name: 'queued', type: 'number' as const },
]

export const matchArrivalsTask: TaskConfig<'saved-search-match'> = {
  slug: MATCH_ARRIVALS_TASK,
  label: 'Match new vehicles against the saved searches',
  // The vehicle whose arrival queued the job (the pass takes every waiting arrival).
  inputSchema: [{ name: 'vehicleId', type: 'number' }],
  outputSchema: passOutput,
  retries: 3,
  handler: async ({ req }) => ({ output: await matchAndQueue(req.payload, new Date(), false) }),
}

export const queueDueAlertsTask: TaskConfig<'saved-search-alerts-due'> = {
  slug: QUEUE_DUE_ALERTS_TASK,
  label: 'Send the saved-search e-mails that are due',
  inputSchema: [{ name: 'now', type: 'date' }],
  outputSchema: passOutput,
  retries: 2,
  schedule: [
    { cron: SAVED_SEARCHES_SCHEDULE, queue: SAVED_SEARCHES_QUEUE, hooks: { beforeSchedule: onlyWhereJobsRun } },
  ],
  handler: async ({ input, req }) => ({
    output: await matchAndQueue(req.payload, runNow(QUEUE_DUE_ALERTS_TASK, input.now), true),
  }),
}

/** Adds the tasks, and the saved-search queue's poller (every 2 s, like the imports'), to a jobs config. */
export function withSavedSearchJobs(base: JobsConfig): JobsConfig {
  const autoRun = Array.isArray(base.autoRun) ? base.autoRun : []
  return {
    ...base,
    tasks: [
      ...(base.tasks ?? []),
      sendSavedSearchConfirmationTask,
      sendSavedSearchAlertTask,
      matchArrivalsTask,
      queueDueAlertsTask,
    ],
    autoRun: [...autoRun, { cron: '*/2 * * * * *', queue: SAVED_SEARCHES_QUEUE, limit: 10, silent: { info: true } }],
  }
}
