/**
 * Which popup state may live in the browser's local storage (decision 0067). viewedPagesItems and
 * the first-shown times describe browsing (like the profile, section 4): local storage only with
 * functional consent, otherwise memory for the tab's life. The finished list records the visitor's
 * own answer ("never shown again", section 4), holds no personal data, and is kept whatever the
 * choice, as the consent record itself is (decision 0060).
 */
import type { ConsentCategory } from '../consent/categories'

export interface PopupStoragePolicy {
  persistViewed: boolean
  persistFinished: true
}

export function popupStoragePolicy(allowed: readonly ConsentCategory[] | undefined): PopupStoragePolicy {
  return { persistViewed: allowed?.includes('functional') === true, persistFinished: true }
}
