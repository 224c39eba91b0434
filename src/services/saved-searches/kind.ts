import { SAVED_SEARCH_PATHS } from '@/domain/saved-searches/paths'
import { SAVED_SEARCH_TABLES, markAlertEmailSentSql } from '@/server/db/alert-subscriptions'
import type { AlertKind } from '@/services/alerts/kind'

/** The saved searches as one kind of e-mail alert (issue 38; decision 0337). */
export const SAVED_SEARCHES: AlertKind = {
  key: 'saved-search',
  subscriptions: 'saved-searches',
  emails: 'saved-search-alerts',
  tables: SAVED_SEARCH_TABLES,
  paths: SAVED_SEARCH_PATHS,
  mail: 'saved_search_alert',
  markSentSql: (emailId) => markAlertEmailSentSql(SAVED_SEARCH_TABLES, emailId),
}
