import { PRICE_ALERT_PATHS } from '@/domain/price-alerts/paths'
import { PRICE_ALERT_TABLES } from '@/server/db/alert-subscriptions'
import { markNoticeSentSql } from '@/server/db/price-alerts'
import type { AlertKind } from '@/services/alerts/kind'

/** The price-drop alerts as one kind of e-mail alert (issue 21; decision 0270). */
export const PRICE_ALERTS: AlertKind = {
  key: 'price-alert',
  subscriptions: 'price-alert-subscriptions',
  emails: 'price-alert-notices',
  tables: PRICE_ALERT_TABLES,
  paths: PRICE_ALERT_PATHS,
  mail: 'price_alert',
  markSentSql: markNoticeSentSql,
}
