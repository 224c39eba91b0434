/**
 * Shapes untrusted input (cookie JSON, form data) into a VisitorProfile (visitor-layer.md section 3):
 * strings are trimmed and blank ones dropped, a phone number becomes text, unknown keys and values
 * of the wrong type are dropped, consent categories are filtered to known names.
 */
import { isDisplayMode, normalizeCategories } from '../consent/categories'
import { ADDRESS_FIELDS, ADDRESS_KINDS, type ProfileAddress, type VisitorProfile } from './types'

type Plain = Record<string, unknown>

function isPlain(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Trimmed non-blank text, or undefined. */
export function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const trimmed = value.trim()
  return trimmed === '' ? undefined : trimmed
}

/** A phone as text: numbers are converted (section 3), other types dropped. */
export function phoneText(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined
  return text(value)
}

export function normalizeAddress(value: unknown): ProfileAddress | undefined {
  if (!isPlain(value)) return undefined
  const out: ProfileAddress = {}
  for (const field of ADDRESS_FIELDS) {
    const v = field === 'zipCode' && typeof value[field] === 'number' ? String(value[field]) : text(value[field])
    if (v !== undefined) out[field] = v
  }
  return Object.keys(out).length > 0 ? out : undefined
}

export function normalizeStringMap(value: unknown): Record<string, string> | undefined {
  if (!isPlain(value)) return undefined
  const out: Record<string, string> = {}
  for (const [key, v] of Object.entries(value)) {
    const t = text(v)
    if (t !== undefined) out[key] = t
  }
  return Object.keys(out).length > 0 ? out : undefined
}

function isoTimestamp(value: unknown): string | undefined {
  const t = text(value)
  return t !== undefined && !Number.isNaN(Date.parse(t)) ? t : undefined
}

/** Removes undefined keys so that equality checks and cookie JSON stay minimal. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T
}

export function normalizeProfile(raw: unknown): VisitorProfile {
  if (!isPlain(raw)) return {}
  const profile: VisitorProfile = {
    firstName: text(raw.firstName),
    lastName: text(raw.lastName),
    email: text(raw.email),
    phone: phoneText(raw.phone),
    phoneVerified: typeof raw.phoneVerified === 'boolean' ? raw.phoneVerified : undefined,
    dateOfBirth: text(raw.dateOfBirth),
    uniqueUserId: text(raw.uniqueUserId),
    displayCookies: isDisplayMode(raw.displayCookies) ? raw.displayCookies : undefined,
    allowCookies: Array.isArray(raw.allowCookies) ? normalizeCategories(raw.allowCookies) : undefined,
    unlockPrice: isoTimestamp(raw.unlockPrice),
    userSelectedStore:
      text(raw.userSelectedStore) ??
      (typeof raw.userSelectedStore === 'number' ? String(raw.userSelectedStore) : undefined),
    adsValues: normalizeStringMap(raw.adsValues),
  }
  for (const kind of ADDRESS_KINDS) profile[kind] = normalizeAddress(raw[kind])
  return compact(profile)
}

/** uniqueUserId is generated if absent (section 3); the id source is injected. */
export function ensureUserId(
  profile: VisitorProfile,
  newId: () => string,
): { profile: VisitorProfile; generated: boolean } {
  if (profile.uniqueUserId) return { profile, generated: false }
  return { profile: { ...profile, uniqueUserId: newId() }, generated: true }
}
