/**
 * Lead status, completeness and change detection (visitor-layer.md sections 4 and 5).
 *
 * - Lead: any of first name, last name, email or phone present (section 4).
 * - Complete: all four present (section 5 "valid only if first name, last name, email and phone
 *   are all present"). The format rules are not shown in the spec, so they are left to the form
 *   validation layer; "complete" here means present and non-blank.
 * - Values are compared loosely: trimmed, e-mail case-insensitive, phone by digits with a leading
 *   US country code 1 ignored, so "+1 (555) 010-2000" equals "5550102000".
 */
import { normalizeProfile } from './normalize'
import {
  ADDRESS_FIELDS,
  ADDRESS_KINDS,
  CONTACT_FIELDS,
  PERSONAL_TEXT_FIELDS,
  type ProfileInput,
  type VisitorProfile,
} from './types'

const present = (value: string | undefined): boolean => typeof value === 'string' && value.trim() !== ''

export function isLead(profile: VisitorProfile): boolean {
  return CONTACT_FIELDS.some((field) => present(profile[field]))
}

export function isProfileComplete(profile: VisitorProfile): boolean {
  return CONTACT_FIELDS.every((field) => present(profile[field]))
}

export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
}

/** Compares one text field the way a visitor would (see header). */
export function sameFieldValue(field: string, a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return a === b
  if (field === 'phone') return phoneDigits(a) === phoneDigits(b)
  if (field === 'email') return a.trim().toLowerCase() === b.trim().toLowerCase()
  return a.trim() === b.trim()
}

/**
 * Personal fields in `incoming` whose value differs from `old`. Blank or missing incoming
 * values never count (forms do not erase stored data). Address fields are named 'homeAddress.city'.
 */
export function personalDiff(old: VisitorProfile, incoming: ProfileInput | VisitorProfile): string[] {
  const inc = normalizeProfile(incoming)
  const diff: string[] = []
  for (const field of PERSONAL_TEXT_FIELDS) {
    if (inc[field] !== undefined && !sameFieldValue(field, old[field], inc[field])) diff.push(field)
  }
  for (const kind of ADDRESS_KINDS) {
    for (const field of ADDRESS_FIELDS) {
      const value = inc[kind]?.[field]
      if (value !== undefined && !sameFieldValue(field, old[kind]?.[field], value)) diff.push(`${kind}.${field}`)
    }
  }
  return diff
}

/** The financing form is skipped (and reports success) when nothing in the profile changed (section 5). */
export function profileUnchanged(old: VisitorProfile, incoming: ProfileInput | VisitorProfile): boolean {
  return personalDiff(old, incoming).length === 0
}

/** Whether `incoming` carries any personal data at all (contact, date of birth or an address). */
export function hasPersonalData(incoming: ProfileInput | VisitorProfile): boolean {
  const inc = normalizeProfile(incoming)
  return (
    PERSONAL_TEXT_FIELDS.some((field) => inc[field] !== undefined) ||
    ADDRESS_KINDS.some((kind) => inc[kind] !== undefined)
  )
}
