import type { AlertPaths } from '../alerts/paths'

/**
 * Addresses of the price-drop alert flow (issue 21; decision 0270); the links are built by
 * ../alerts/paths.ts, as for every e-mail alert.
 */
export const PRICE_ALERT_PATHS: AlertPaths = {
  api: '/api/price-alerts',
  confirmApi: '/api/price-alerts/confirm',
  unsubscribeApi: '/api/price-alerts/unsubscribe',
  confirmPage: '/price-alerts/confirm',
  unsubscribePage: '/price-alerts/unsubscribe',
}
