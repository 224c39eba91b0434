import type { SQL } from 'drizzle-orm'
import type { AlertPaths } from '@/domain/alerts/paths'
import type { AlertTables } from '@/server/db/alert-subscriptions'
import type { MailMessage } from '@/services/metrics/count'

/**
 * One kind of e-mail alert, as the shared machinery of this folder needs to know it (price-drop
 * alerts, decision 0270; saved searches, decision 0337): where its subscriptions and alert e-mails
 * are kept, its addresses, and the names its limits, links and counters go by. The flow is the
 * same for every kind: a request, a confirmation e-mail, a confirming button (double opt-in), alert
 * e-mails claimed once each, a one-click unsubscribe.
 */
export type AlertKind = {
  /** The prefix of its rate-limit keys, confirmation-link purpose and Message-IDs. */
  key: 'price-alert' | 'saved-search'
  subscriptions: 'price-alert-subscriptions' | 'saved-searches'
  emails: 'price-alert-notices' | 'saved-search-alerts'
  tables: AlertTables
  paths: AlertPaths
  /** The metrics label of its alert e-mails. */
  mail: Extract<MailMessage, 'price_alert' | 'saved_search_alert'>
  /** Marks an alert e-mail sent (a price-drop alert also records the price it told). */
  markSentSql: (emailId: number) => SQL
}
