import { COOKIES } from '@/config/cookies'
import {
  adPixelConsent,
  consentPurposes,
  googleConsentState,
  serializeAllowCookies,
  type ConsentCategory,
} from '@/domain/consent'
import { parseProfileCookie, persistableProfile, serializeProfile } from '@/domain/profile'
import { deleteCookie, readCookie, writeCookie } from './cookies'
import { clearVehicleLists } from './vehicle-lists'

/**
 * The browser side of a consent decision (visitor-layer.md section 4 "On a consent update"): the
 * record goes into the profile cookie (allowCookies, displayCookies) and the plain allowCookies
 * cookie; profile data the new choice no longer allows is dropped at once; Google Consent Mode is
 * updated; the consent-manager purposes are published by name; listeners (the tracker loader) are told.
 * The lifetime of the profile cookies is not shown in the spec; 180 days is OURS (as the financing forms).
 */
export const CONSENT_MAX_AGE_SECONDS = 180 * 24 * 60 * 60

export interface ConsentState {
  allowed: ConsentCategory[]
  gpc: boolean
}

type Gtag = (...args: unknown[]) => void
declare global {
  interface Navigator {
    globalPrivacyControl?: boolean
  }
  interface Window {
    dataLayer?: unknown[]
    gtag?: Gtag
    consentPurposes?: Record<ConsentCategory, boolean>
  }
}

/** GPC from the browser flag or the Sec-GPC header (mirrored by src/proxy.ts into a cookie). */
export function readGpc(): boolean {
  return (
    (typeof navigator !== 'undefined' && navigator.globalPrivacyControl === true) || readCookie(COOKIES.gpc) === '1'
  )
}

export function readConsentRecord(): { stored: ConsentCategory[] | undefined; decided: boolean } {
  const profile = parseProfileCookie(readCookie(COOKIES.profile))
  return { stored: profile.allowCookies, decided: profile.displayCookies === 'hide' }
}

export function saveConsent(allowed: ConsentCategory[], decided: boolean): void {
  const raw = parseProfileCookie(readCookie(COOKIES.profile))
  const next = persistableProfile(
    { ...raw, allowCookies: allowed, ...(decided ? { displayCookies: 'hide' as const } : {}) },
    allowed,
  )
  const serialized = serializeProfile(next)
  if (serialized.ok) writeCookie(COOKIES.profile, serialized.value, CONSENT_MAX_AGE_SECONDS)
  writeCookie(COOKIES.allowCookies, encodeURIComponent(serializeAllowCookies(allowed)), CONSENT_MAX_AGE_SECONDS)
  // adsValues is profile data too (section 4): gone as soon as functional is refused, and so are
  // the saved and recently viewed vehicles (issue 21, decision 0265) and the chosen language (issue 39).
  if (!allowed.includes('functional')) {
    deleteCookie(COOKIES.adsValues)
    deleteCookie(COOKIES.adsAttribution)
    deleteCookie(COOKIES.siteLocale)
    clearVehicleLists()
  }
}

const listeners = new Set<(state: ConsentState) => void>()
let current: ConsentState | null = null

export function currentConsent(): ConsentState | null {
  return current
}

/**
 * Whether the Meta pixel may be called now (decision 0180): the consent in force grants it. Checked
 * on every call, so a withdrawal in "Cookie settings" stops the pixel at once, without a reload.
 */
export function adPixelAllowed(): boolean {
  return current !== null && adPixelConsent(current.allowed, current.gpc) === 'grant'
}

export function subscribeConsent(listener: (state: ConsentState) => void): () => void {
  listeners.add(listener)
  if (current) listener(current)
  return () => listeners.delete(listener)
}

/** Tells Google, the consent-manager purposes and the listeners about the categories in force. */
export function publishConsent(state: ConsentState): void {
  current = state
  window.gtag?.('consent', 'update', googleConsentState(state.allowed, state.gpc))
  window.consentPurposes = consentPurposes(state.gpc ? state.allowed.filter((c) => c !== 'targeting') : state.allowed)
  window.dataLayer?.push({ event: 'consent_update', consentPurposes: window.consentPurposes })
  for (const listener of listeners) listener(state)
}
