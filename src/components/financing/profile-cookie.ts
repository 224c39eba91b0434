import { COOKIES } from '@/config/cookies'
import { mergeProfile, serializeProfile, type MergeResult, type ProfileInput, type VisitorProfile } from '@/domain/profile'
import { usableProfile } from '@/services/visitor/profile'

/**
 * Browser side of the visitor profile cookie for the financing forms and the pricing wizard
 * (visitor-layer.md sections 3-5). Reads go through usableProfile, the single consent gate. The
 * lifetime of the profile cookie is not shown in the spec; 180 days is OURS. SSNs and dates of
 * birth are never written here (docs/decisions/0051).
 */
const PROFILE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`))
  return match?.slice(name.length + 1)
}

export function readProfile(): VisitorProfile {
  return usableProfile(readCookie(COOKIES.profile))
}

/** Merges `incoming` into the stored profile and writes it back; returns what changed. */
export function saveProfile(incoming: ProfileInput, now = new Date()): MergeResult {
  const { dateOfBirth: _never, ...safe } = incoming
  const result = mergeProfile(readProfile(), safe, now)
  const serialized = serializeProfile(result.profile)
  if (result.changed && serialized.ok) {
    document.cookie = `${COOKIES.profile}=${serialized.value}; Path=/; Max-Age=${PROFILE_MAX_AGE_SECONDS}; Secure; SameSite=Lax`
  }
  return result
}
