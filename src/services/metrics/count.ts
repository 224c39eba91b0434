import { metrics } from './registry.mjs'

/**
 * What the app's code counts (issue 35, decision 0303), with the label values spelled out as types:
 * the registry (registry.mjs) is plain JavaScript, so these names are where a typo fails the type
 * check. None of the labels names a visitor.
 */
export type CacheResult = 'hit' | 'miss'
/** The e-mails the site sends: a lead to its recipients, a price-drop alert, a saved-search alert, an alert confirmation. */
export type MailMessage = 'lead' | 'price_alert' | 'saved_search_alert' | 'confirmation'
/** temporary: retried (4xx, refused connection, timeout); permanent: a 5xx refusal; no_recipient: nobody to send a lead to. */
export type FailureKind = 'temporary' | 'permanent' | 'no_recipient'
export type JobOutcome = 'done' | 'failed'

export function countPageCache(result: CacheResult): void {
  metrics().pageCache.inc({ result })
}

export function countMailSent(message: MailMessage): void {
  metrics().mailSent.inc({ message })
}

export function countDeliveryFailure(message: MailMessage, kind: FailureKind): void {
  metrics().deliveryFailures.inc({ message, kind })
}

export function countJobRun(task: string, outcome: JobOutcome): void {
  metrics().jobRuns.inc({ task, outcome })
}
