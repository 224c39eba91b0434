import { LEADS_QUEUE } from '@/services/leads/queue'

/**
 * The jobs of the price-drop alerts (issue 21; decision 0270). They run on the lead delivery queue:
 * the same durable pipeline (written to Postgres with what caused them, polled every second by
 * every instance, retried with backoff, handed back after a crash), so an alert is never lost and
 * needs no second poller.
 */
export const SEND_CONFIRMATION_TASK = 'price-alert-confirmation'
export const SEND_ALERT_TASK = 'price-alert-send'
export const PRICE_ALERTS_QUEUE = LEADS_QUEUE

export const CONFIRMATION_JOB = { task: SEND_CONFIRMATION_TASK, queue: PRICE_ALERTS_QUEUE }
export const ALERT_JOB = { task: SEND_ALERT_TASK, queue: PRICE_ALERTS_QUEUE }
