/**
 * What may be written to cookies (visitor-layer.md sections 4, 6 and 9).
 * Profile data is saved only when functional cookies are allowed (section 4). Exempt, because they
 * are kept at the visitor's own request: userSelectedStore (the visitor chose a store, section 1)
 * and the consent record itself (allowCookies, displayCookies), which must survive a refusal or the
 * banner would ask again on every page (section 4 "the allowCookies cookie is saved").
 */
import type { ConsentCategory } from '../consent/categories'
import type { VisitorProfile } from './types'

export const ALWAYS_KEPT_FIELDS = [
  'userSelectedStore',
  'allowCookies',
  'displayCookies',
] as const satisfies readonly (keyof VisitorProfile)[]

export function shouldPersistProfile(allowed: readonly ConsentCategory[]): boolean {
  return allowed.includes('functional')
}

/** The part of the profile that may be stored under the given consent. */
export function persistableProfile(profile: VisitorProfile, allowed: readonly ConsentCategory[]): VisitorProfile {
  if (shouldPersistProfile(allowed)) return profile
  const kept: VisitorProfile = {}
  for (const field of ALWAYS_KEPT_FIELDS) {
    if (profile[field] !== undefined) Object.assign(kept, { [field]: profile[field] })
  }
  return kept
}

export interface CookieRule {
  /** undefined: a session cookie. */
  maxAgeDays?: number
  secure: true
  sameSite: 'lax'
}

/** Section 9 "Cookies"; the lifetime of the other profile cookies is not shown. */
export const COOKIE_RULES = {
  userSelectedStore: { maxAgeDays: 30, secure: true, sameSite: 'lax' },
  adsValues: { maxAgeDays: 30, secure: true, sameSite: 'lax' },
  adfLead: { secure: true, sameSite: 'lax' },
} as const satisfies Record<string, CookieRule>

export function maxAgeSeconds(rule: CookieRule): number | undefined {
  return rule.maxAgeDays === undefined ? undefined : rule.maxAgeDays * 24 * 60 * 60
}
