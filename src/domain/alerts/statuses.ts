/**
 * The life of an e-mail alert subscription and of each alert e-mail, the same for the price-drop
 * alerts (issue 21; decision 0270) and the saved searches (issue 38; decision 0337).
 */

/** A subscription: asked for (waiting for the shopper's confirmation), confirmed, stopped. */
export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'unsubscribed'] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  pending: 'Waiting for confirmation',
  active: 'Active',
  unsubscribed: 'Unsubscribed',
}

/** One alert e-mail: queued, claimed by a worker, then sent, failed or skipped. */
export const ALERT_EMAIL_STATUSES = ['queued', 'sending', 'sent', 'failed', 'skipped'] as const
export type AlertEmailStatus = (typeof ALERT_EMAIL_STATUSES)[number]

export const ALERT_EMAIL_STATUS_LABELS: Record<AlertEmailStatus, string> = {
  queued: 'Queued',
  sending: 'Being sent',
  sent: 'Sent',
  failed: 'Failed (retried)',
  skipped: 'Not sent',
}
