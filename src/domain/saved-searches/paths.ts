import type { AlertPaths } from '../alerts/paths'

/**
 * Addresses of the saved searches (issue 38; decision 0337); the links are built by
 * ../alerts/paths.ts, as for every e-mail alert.
 */
export const SAVED_SEARCH_PATHS: AlertPaths = {
  api: '/api/search-alerts',
  confirmApi: '/api/search-alerts/confirm',
  unsubscribeApi: '/api/search-alerts/unsubscribe',
  confirmPage: '/saved-searches/confirm',
  unsubscribePage: '/saved-searches/unsubscribe',
}
