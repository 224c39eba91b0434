import { COOKIES } from '@/config/cookies'
import { mergeProfile, serializeProfile, type MergeResult, type ProfileInput } from '@/domain/profile'
import { trackEvent } from '@/client/tracking/track'
import { readCookie, writeCookie } from './cookies'
import { CONSENT_MAX_AGE_SECONDS } from './consent'
import { usableProfile } from '@/domain/profile/usable'

/**
 * Saves what a visitor typed into the profile cookie (visitor-layer.md section 4): only when
 * functional cookies are allowed (the consent record inside the cookie says so, see usableProfile);
 * a Lead event fires when a profile that was empty (not a lead) becomes a lead.
 */
export function saveVisitorProfile(incoming: ProfileInput, now = new Date()): MergeResult & { saved: boolean } {
  const current = usableProfile(readCookie(COOKIES.profile))
  const result = mergeProfile(current, incoming, now)
  const allowed = current.allowCookies?.includes('functional') === true
  if (!allowed) return { ...result, saved: false }
  const serialized = serializeProfile(result.profile)
  if (result.changed && serialized.ok) writeCookie(COOKIES.profile, serialized.value, CONSENT_MAX_AGE_SECONDS)
  if (result.becameLead) trackEvent('Lead')
  return { ...result, saved: result.changed && serialized.ok }
}

/**
 * The visitor's stable anonymous id (uniqueUserId, visitor-layer.md section 3 "generated if
 * absent"), created as soon as functional consent allows profile data (issue 15): experiments
 * bucket by it, exposures and leads carry it, Meta gets it hashed as external_id. Without that
 * consent there is none. Returns the id, or undefined.
 */
export function ensureVisitorId(): string | undefined {
  const profile = usableProfile(readCookie(COOKIES.profile))
  if (profile.uniqueUserId) return profile.uniqueUserId
  if (
    !profile.allowCookies?.includes('functional') ||
    typeof crypto === 'undefined' ||
    typeof crypto.randomUUID !== 'function'
  )
    return undefined
  const saved = saveVisitorProfile({ uniqueUserId: crypto.randomUUID() })
  return saved.saved ? saved.profile.uniqueUserId : undefined
}
