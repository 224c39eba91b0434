import { currentConsent } from '@/client/visitor/consent'
import { callApi } from '@/client/http/api'

/**
 * Counts a popup's view or submission for the admin dashboard (issue 20, decision 0246): only when
 * the consent in force allows analytics (the server checks the cookie again), with nothing but the
 * popup's id, sent as a beacon so a submit that navigates away is still counted.
 */
export function countPopup(popupId: string, event: 'view' | 'submit'): void {
  if (!currentConsent()?.allowed.includes('analytics')) return
  const body = new Blob([JSON.stringify({ popupId, event })], { type: 'application/json' })
  try {
    if (navigator.sendBeacon?.('/api/track/popup', body)) return
  } catch {
    // Some browsers refuse beacons of some types: fall back to fetch.
  }
  void callApi('/api/track/popup', { body, keepalive: true, credentials: 'same-origin' })
}
