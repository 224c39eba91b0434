/**
 * Cookie names the site sets (visitor-layer.md section 9 "Cookies"). One place, so the
 * visitor-layer issue can rename or split the profile cookie without hunting for strings.
 */
export const COOKIES = {
  /** The visitor profile as one URI-encoded JSON value (src/domain/profile/cookie.ts). */
  profile: 'visitorProfile',
  /** The store the visitor picked: 30 days, secure, lax, whatever the consent (decision 0021). */
  userSelectedStore: 'userSelectedStore',
  /** Session marker: this browser already sent a lead, so ADF says 'resend' (visitor-layer.md 4). */
  adfLead: 'adfLead',
  /** Consented categories, comma-separated; mirrors the profile's allowCookies (decision 0060). */
  allowCookies: 'allowCookies',
  /** Advertising parameters as URI-encoded JSON: 30 days, secure, lax, functional consent only. */
  adsValues: 'adsValues',
  /** First and last touch (landing page, referrer, ad values): 30 days, secure, lax, functional consent only (decision 0175). */
  adsAttribution: 'adsAttribution',
  /** The language the visitor chose on the switcher or the note (en or es): 180 days, functional consent only (issue 39). */
  siteLocale: 'siteLocale',
  /** Set by src/proxy.ts while requests carry Sec-GPC: 1, so the browser code sees the header too. */
  gpc: 'gpc',
  /** The signed 7-day private-inventory pass (src/services/unlock/access-token.ts): never a cached page. */
  unlockAccess: 'unlockAccess',
  /** Next's draft-mode cookie, set by /api/preview while the admin's live preview frames a page. */
  draftMode: '__prerender_bypass',
} as const
