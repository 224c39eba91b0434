/**
 * Google Consent Mode v2 state and per-tracker gating (visitor-layer.md sections 2, 4 and 7).
 * The caller passes the categories in force (see effectiveCategories) and the browser's Global
 * Privacy Control flag; under GPC every advertising signal is denied (section 2 "overrides").
 */
import type { ConsentCategory } from './categories'

export type ConsentSignal = 'granted' | 'denied'

export interface GoogleConsentState {
  ad_storage: ConsentSignal
  ad_user_data: ConsentSignal
  ad_personalization: ConsentSignal
  analytics_storage: ConsentSignal
  functionality_storage: ConsentSignal
  personalization_storage: ConsentSignal
  security_storage: ConsentSignal
}

/** Sent as the 'default' command before any tag loads: everything denied except security. */
export const GOOGLE_CONSENT_DEFAULTS: Readonly<GoogleConsentState> = Object.freeze({
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  functionality_storage: 'denied',
  personalization_storage: 'denied',
  security_storage: 'granted',
})

const signal = (on: boolean): ConsentSignal => (on ? 'granted' : 'denied')

/** Category -> Consent Mode keys: functional covers functionality and personalization storage. */
export function googleConsentState(allowed: readonly ConsentCategory[], gpc: boolean): GoogleConsentState {
  const ads = allowed.includes('targeting') && !gpc
  const functional = allowed.includes('functional')
  return {
    ad_storage: signal(ads),
    ad_user_data: signal(ads),
    ad_personalization: signal(ads),
    analytics_storage: signal(allowed.includes('analytics')),
    functionality_storage: signal(functional),
    personalization_storage: signal(functional),
    security_storage: 'granted',
  }
}

export type Tracker = 'gtm' | 'ga4' | 'metaPixel' | 'chat'

/**
 * The category a tracker's script needs before it may load (section 6 "Tracking ... depend on
 * the consent category"): tag manager and GA4 are analytics, the Meta pixel is advertising
 * (targeting, never under GPC), the chat widget is a functional feature.
 */
export const TRACKER_CATEGORY: Readonly<Record<Tracker, ConsentCategory>> = Object.freeze({
  gtm: 'analytics',
  ga4: 'analytics',
  metaPixel: 'targeting',
  chat: 'functional',
})

export function trackerAllowed(tracker: Tracker, allowed: readonly ConsentCategory[], gpc: boolean): boolean {
  const category = TRACKER_CATEGORY[tracker]
  if (category === 'targeting' && gpc) return false
  return allowed.includes(category)
}
