import type { AlertPaths } from '../alerts/paths'

/**
 * Addresses of the saved searches (issue 38; decision 0337); the links are built by
 * ../alerts/paths.ts, as for every e-mail alert.
 */
export const SAVED_SEARCH_PATHS: AlertPaths = {
  api: '/api/saved-searches',
  confirmApi: '/api/saved-searches/confirm',
  unsubscribeApi: '/api/saved-searches/unsubscribe',
  confirmPage: '/saved-searches/confirm',
  unsubscribePage: '/saved-searches/unsubscribe',
}
