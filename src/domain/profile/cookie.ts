/**
 * The profile as one cookie value (visitor-layer.md section 3 "stored in cookies"): URI-encoded
 * JSON. Browsers drop cookies over about 4 KB, so an oversized value is refused as a value
 * ({ ok: false }) instead of being written and silently lost. Reading never throws: a missing or
 * corrupt cookie is an empty profile.
 */
import { normalizeProfile } from './normalize'
import type { VisitorProfile } from './types'

/** Leaves room for the cookie name within the usual 4096-byte name+value limit. */
export const PROFILE_COOKIE_MAX_BYTES = 4000

export type SerializeResult = { ok: true; value: string } | { ok: false; reason: 'too-large'; bytes: number }

export function serializeProfile(
  profile: VisitorProfile,
  maxBytes: number = PROFILE_COOKIE_MAX_BYTES,
): SerializeResult {
  // encodeURIComponent output is ASCII, so its length is its size in bytes.
  const value = encodeURIComponent(JSON.stringify(normalizeProfile(profile)))
  return value.length <= maxBytes ? { ok: true, value } : { ok: false, reason: 'too-large', bytes: value.length }
}

export function parseProfileCookie(value: string | undefined | null): VisitorProfile {
  if (!value) return {}
  try {
    return normalizeProfile(JSON.parse(value))
  } catch {
    return {}
  }
}
