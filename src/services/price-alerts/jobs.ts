import type { JobsConfig } from 'payload'
import { alertEmailTask, confirmationTask } from '@/services/alerts/jobs'
import { SEND_ALERT_TASK, SEND_CONFIRMATION_TASK } from './queue'
import { sendConfirmation } from './send-confirmation'
import { sendPriceAlert } from './send-alert'

/**
 * The price-drop alert e-mails as tasks of the lead delivery queue (issue 21; decision 0270), made
 * like every alert kind's (src/services/alerts/jobs.ts).
 */
export const sendConfirmationTask = confirmationTask(
  SEND_CONFIRMATION_TASK,
  'Send a price-drop alert confirmation e-mail',
  'subscriptionId',
  sendConfirmation,
)

export const sendAlertTask = alertEmailTask(
  SEND_ALERT_TASK,
  'Send a price-drop alert e-mail',
  'noticeId',
  sendPriceAlert,
)

/** Adds the alert tasks to a jobs config; they run on its existing lead queue poller. */
export function withPriceAlertJobs(base: JobsConfig): JobsConfig {
  return { ...base, tasks: [...(base.tasks ?? []), sendConfirmationTask, sendAlertTask] }
}
