import { COOKIES } from '@/config/cookies'
import type { MergeResult, ProfileInput, VisitorProfile } from '@/domain/profile'
import { usableProfile } from '@/domain/profile/usable'
import { readCookie } from '@/client/visitor/cookies'
import { saveVisitorProfile } from '@/client/visitor/profile'

/**
 * Browser side of the visitor profile cookie for the financing forms and the pricing wizard
 * (visitor-layer.md sections 3-5). Reads go through usableProfile, the single consent gate; writes
 * through saveVisitorProfile. SSNs and dates of birth are never written here (docs/decisions/0051).
 */

export function readProfile(): VisitorProfile {
  return usableProfile(readCookie(COOKIES.profile))
}

/**
 * Merges `incoming` into the stored profile through the visitor layer's consent-gated writer: saved
 * only with functional consent, Lead fired when an empty profile fills (issue 8). Returns what changed.
 */
export function saveProfile(incoming: ProfileInput, now = new Date()): MergeResult {
  const { dateOfBirth: _never, ...safe } = incoming
  return saveVisitorProfile(safe, now)
}
