import { LEADS_QUEUE } from '@/services/leads/queue'

/**
 * The jobs of the saved searches (issue 38; decision 0337). The e-mails ride the lead delivery
 * queue, like every alert e-mail (retried, handed back after a crash). Matching arrivals and
 * queueing the day's alerts run on a queue of their own, so a large import never holds up a lead.
 */
export const SEND_CONFIRMATION_TASK = 'saved-search-confirmation'
export const SEND_ALERT_TASK = 'saved-search-alert'
export const MATCH_ARRIVALS_TASK = 'saved-search-match'
export const QUEUE_DUE_ALERTS_TASK = 'saved-search-alerts-due'
export const SAVED_SEARCHES_QUEUE = 'saved-searches'

export const CONFIRMATION_JOB = { task: SEND_CONFIRMATION_TASK, queue: LEADS_QUEUE }
export const ALERT_JOB = { task: SEND_ALERT_TASK, queue: LEADS_QUEUE }
export const MATCH_JOB = { task: MATCH_ARRIVALS_TASK, queue: SAVED_SEARCHES_QUEUE }
