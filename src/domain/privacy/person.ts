/**
 * "Forget a person" (issue 34): which stored data belongs to the person behind an e-mail address
 * or a phone number. Pure: the service (src/services/privacy/forget-person.ts) reads the candidate
 * rows and files, this decides which of them mention the person, in any of the ways a phone is
 * written ("(309) 555-0187", "+13095550187", "309.555.0187") and in any letter case of an address.
 */
import { isValidEmail } from '../validation/email'
import { isValidPhone, nationalDigits } from '../validation/phone'

export type PersonKey = { kind: 'email'; email: string } | { kind: 'phone'; phone: string }

/** Every address (lower case) and phone (its ten national digits) taken to be the person. */
export type PersonIdentifiers = { emails: string[]; phones: string[] }

export type ParsedPerson = { ok: true; key: PersonKey } | { ok: false; status: 400 | 422; message: string }

/** The admin's one field: an e-mail address (it has an @) or a US phone number. */
export function parsePersonKey(input: unknown): ParsedPerson {
  if (typeof input !== 'string' || input.trim() === '')
    return { ok: false, status: 400, message: 'Enter an e-mail address or a phone number.' }
  const value = input.trim()
  if (value.includes('@')) {
    return isValidEmail(value)
      ? { ok: true, key: { kind: 'email', email: value.toLowerCase() } }
      : { ok: false, status: 422, message: 'This is not a valid e-mail address.' }
  }
  const national = isValidPhone(value) ? nationalDigits(value) : null
  return national
    ? { ok: true, key: { kind: 'phone', phone: national } }
    : { ok: false, status: 422, message: 'This is neither a valid e-mail address nor a valid US phone number.' }
}

/** The key as the audit record hashes it: the address in lower case, the phone in E.164. */
export function normalisedKey(key: PersonKey): string {
  return key.kind === 'email' ? key.email : `+1${key.phone}`
}

export function identifiersOf(key: PersonKey): PersonIdentifiers {
  return key.kind === 'email' ? { emails: [key.email], phones: [] } : { emails: [], phones: [key.phone] }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A phone as written by people and programs: an optional +1, then 3-3-4 digits with separators. */
const PHONE_IN_TEXT = /(?<!\d)(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]{0,3}\d{3}[\s.-]{0,3}\d{4}(?!\d)/g

/** The address where it stands alone: not inside a longer address ("xjane@example.com" and "jane@example.com.au" are someone else). */
const emailInText = (email: string, flags: string) =>
  new RegExp(`(?<![a-z0-9._%+-])${escapeRegExp(email)}(?![a-z0-9-]|\\.[a-z0-9])`, flags)

export function textMentions(text: string, ids: PersonIdentifiers): boolean {
  if (ids.emails.length > 0) {
    const lower = text.toLowerCase()
    for (const email of ids.emails) if (emailInText(email, '').test(lower)) return true
  }
  if (ids.phones.length > 0) {
    for (const match of text.matchAll(PHONE_IN_TEXT)) {
      const national = nationalDigits(match[0])
      if (national && ids.phones.includes(national)) return true
    }
  }
  return false
}

/** What stands where a person's address or phone was taken out of someone else's text. */
export const REDACTED = '[removed]'

/** `text` with every mention of the person (as `textMentions` finds them) replaced by REDACTED. */
export function redactMentions(text: string, ids: PersonIdentifiers): string {
  let out = text
  for (const email of ids.emails) out = out.replace(emailInText(email, 'gi'), REDACTED)
  if (ids.phones.length > 0)
    out = out.replace(PHONE_IN_TEXT, (match) => {
      const national = nationalDigits(match)
      return national && ids.phones.includes(national) ? REDACTED : match
    })
  return out
}

/** A JSON value with every mention redacted, in strings and object keys; a number that is the phone becomes null. */
export function redactValue(value: unknown, ids: PersonIdentifiers, depth = 0): unknown {
  if (depth > 20 || value === null || value === undefined) return value
  if (typeof value === 'string') return redactMentions(value, ids)
  if (typeof value === 'number') return valueMentions(value, ids) ? null : value
  if (Array.isArray(value)) return value.map((v) => redactValue(v, ids, depth + 1))
  if (typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [
        redactMentions(k, ids),
        redactValue(v, ids, depth + 1),
      ]),
    )
  return value
}

/** Any string anywhere in a JSON value (object keys included) that mentions the person. */
export function valueMentions(value: unknown, ids: PersonIdentifiers, depth = 0): boolean {
  if (depth > 20 || value === null || value === undefined) return false
  if (typeof value === 'string') return textMentions(value, ids)
  if (typeof value === 'number') return ids.phones.length > 0 && textMentions(String(value), ids)
  if (Array.isArray(value)) return value.some((v) => valueMentions(v, ids, depth + 1))
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>).some(
      ([k, v]) => textMentions(k, ids) || valueMentions(v, ids, depth + 1),
    )
  return false
}

/**
 * The lead's own shopper: the top-level e-mail and phone of a form, or the applicant's on the full
 * credit application. A co-applicant or a referred friend is someone else.
 */
export function primaryContacts(fields: unknown): PersonIdentifiers {
  const out: PersonIdentifiers = { emails: [], phones: [] }
  const f = (fields ?? {}) as { email?: unknown; phone?: unknown; applicant?: { email?: unknown; phone?: unknown } }
  for (const person of [f, f.applicant ?? {}]) {
    if (typeof person.email === 'string' && person.email.trim()) out.emails.push(person.email.trim().toLowerCase())
    const phone = typeof person.phone === 'string' ? nationalDigits(person.phone) : null
    if (phone) out.phones.push(phone)
  }
  return out
}

const unique = <T>(values: T[]): T[] => [...new Set(values)]

/** Whether the lead is the person's own: its shopper's contact (not a co-applicant's or a friend's) is theirs. */
export function isOwnLead(ids: PersonIdentifiers, fields: unknown): boolean {
  const own = primaryContacts(fields)
  return own.emails.some((e) => ids.emails.includes(e)) || own.phones.some((p) => ids.phones.includes(p))
}

/**
 * The person's identifiers widened once by their own leads: asked by e-mail, the phone they gave
 * on a lead with that e-mail is theirs too (and its verification texts go with it), and the
 * reverse. Only from leads where the key is the shopper's own contact, and only one step, so a
 * referral naming a friend's phone never brings in the referrer's other leads.
 */
export function widenIdentifiers(ids: PersonIdentifiers, leadFields: readonly unknown[]): PersonIdentifiers {
  const emails = [...ids.emails]
  const phones = [...ids.phones]
  for (const fields of leadFields) {
    if (!isOwnLead(ids, fields)) continue
    const own = primaryContacts(fields)
    emails.push(...own.emails)
    phones.push(...own.phones)
  }
  return { emails: unique(emails), phones: unique(phones) }
}

/**
 * Postgres regular expressions (case-insensitive, `~*`) that every stored text mentioning the
 * person matches: a loose first pass in SQL, confirmed by `valueMentions`.
 */
export function candidatePatterns(ids: PersonIdentifiers): string[] {
  return [...ids.emails.map(escapeRegExp), ...ids.phones.map((digits) => digits.split('').join('[^0-9]{0,4}'))]
}

export type LeadCandidate = { id: number; row: unknown; visitorId: string | null; resumeId: number | null }
/**
 * `leadIds`: the person's own leads, removed whole, with their résumés and their browser's
 * experiment exposures. `otherLeadIds`: someone else's leads that name the person (as co-applicant,
 * referred friend, or in free text): kept, with the person taken out (scrub-lead.ts), and nothing
 * of their shopper's (résumé, browser) touched.
 */
export type LeadSelection = { leadIds: number[]; resumeIds: number[]; visitorIds: string[]; otherLeadIds: number[] }

const fieldsOf = (row: unknown): unknown => (row as { fields?: unknown } | null)?.fields

/** The leads that mention the person anywhere in their row, split into their own and other people's. */
export function selectLeads(ids: PersonIdentifiers, candidates: readonly LeadCandidate[]): LeadSelection {
  const matched = candidates.filter((lead) => valueMentions(lead.row, ids))
  const own = matched.filter((lead) => isOwnLead(ids, fieldsOf(lead.row)))
  const others = matched.filter((lead) => !own.includes(lead))
  return {
    leadIds: own.map((l) => l.id).sort((a, b) => a - b),
    resumeIds: unique(own.flatMap((l) => (l.resumeId === null ? [] : [l.resumeId]))),
    visitorIds: unique(own.flatMap((l) => (l.visitorId ? [l.visitorId] : []))),
    otherLeadIds: others.map((l) => l.id).sort((a, b) => a - b),
  }
}

/** E.164 forms of the person's phones, as phone verification stores them. */
export function e164Phones(ids: PersonIdentifiers): string[] {
  return ids.phones.map((digits) => `+1${digits}`)
}
