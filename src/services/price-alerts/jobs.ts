import type { JobsConfig, TaskConfig } from 'payload'
import { env } from '@/config/env'
import { SEND_ALERT_TASK, SEND_CONFIRMATION_TASK } from './queue'
import { sendConfirmation } from './send-confirmation'
import { sendPriceAlert } from './send-alert'

/**
 * The price-drop alert e-mails as tasks of the lead delivery queue (issue 21; decision 0270): the
 * same poller, retries with backoff (LEAD_RETRY_ATTEMPTS, LEAD_RETRY_DELAY_MS) and crash sweep as
 * lead e-mails. A mail server's final refusal (5xx) is not retried.
 */
const config = env()
const retries = {
  attempts: config.LEAD_RETRY_ATTEMPTS,
  backoff: { type: 'exponential' as const, delay: config.LEAD_RETRY_DELAY_MS },
}

export const sendConfirmationTask: TaskConfig<'price-alert-confirmation'> = {
  slug: SEND_CONFIRMATION_TASK,
  label: 'Send a price-drop alert confirmation e-mail',
  inputSchema: [
    { name: 'subscriptionId', type: 'number', required: true },
    { name: 'sendToSales', type: 'checkbox' },
    // The seed of this request's link (absent from jobs queued before it existed: a fresh link then).
    { name: 'linkSeed', type: 'text' },
  ],
  outputSchema: [{ name: 'outcome', type: 'text' }],
  retries,
  handler: async ({ input, req }) => {
    const outcome = await sendConfirmation(req.payload, input.subscriptionId, input.sendToSales === true, {
      linkSeed: input.linkSeed ?? undefined,
    })
    return { output: { outcome } }
  },
}

export const sendAlertTask: TaskConfig<'price-alert-send'> = {
  slug: SEND_ALERT_TASK,
  label: 'Send a price-drop alert e-mail',
  inputSchema: [{ name: 'noticeId', type: 'number', required: true }],
  outputSchema: [{ name: 'outcome', type: 'text' }],
  retries,
  handler: async ({ input, req }) => {
    const outcome = await sendPriceAlert(req.payload, input.noticeId)
    // Thrown so the queue retries with backoff; a final refusal stays failed on the alert's row.
    if (outcome.status === 'failed' && !outcome.permanent) throw new Error(outcome.error)
    return { output: { outcome: outcome.status } }
  },
}

/** Adds the alert tasks to a jobs config; they run on its existing lead queue poller. */
export function withPriceAlertJobs(base: JobsConfig): JobsConfig {
  return { ...base, tasks: [...(base.tasks ?? []), sendConfirmationTask, sendAlertTask] }
}
