import './zod-config'
import { z } from 'zod'
import { parseAmount } from '../money'
import { ageOn, isValidIsoDate } from './date'
import { isEmpty } from './empty'
import { MESSAGES } from './messages'
import { isValidPhone, toE164 } from './phone'
import { normalizeSsn } from './ssn'

/**
 * zod building blocks shared by client forms and route handlers (ARCHITECTURE.md convention 4).
 * Messages are the spec's (site.md section 5); a missing field gets the field's required message.
 */

/** Default cap for one-line text; bounds are "not shown" in the spec, so this is ours. */
export const TEXT_MAX = 200
/** Cap for free text such as a message. */
export const LONG_TEXT_MAX = 5000

/** Numbers arrive as text from inputs: the phone is "converted to text" (visitor-layer.md 3). */
const numberToText = (value: unknown): unknown => (typeof value === 'number' ? String(value) : value)

/** Text that must be non-empty after trimming; `message` is shown when it is missing or blank. */
export function zRequiredText(message: string = MESSAGES.required, max: number = TEXT_MAX) {
  return z.preprocess(
    numberToText,
    z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: MESSAGES.tooLong }),
  )
}

/** Optional text: blank or null becomes undefined. */
export function zOptionalText(max: number = TEXT_MAX) {
  return z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : numberToText(value)),
    z.string({ error: MESSAGES.required }).trim().max(max, { error: MESSAGES.tooLong }).optional(),
  )
}

/** Email with a TLD of at least 2 letters (site.md section 5); in its own module for forms that need no phone rules. */
export { zEmail } from './zod-email'

/** Phone with more than 9 digits, a valid +1 number; output is E.164 (+13095551234). */
export const zPhone = z.preprocess(
  numberToText,
  z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, { error: MESSAGES.required })
    .refine(isValidPhone, { error: MESSAGES.phone })
    .transform((value) => toE164(value) ?? value),
)

/** An optional phone: blank or null becomes undefined, anything else must be valid. */
export const zOptionalPhone = z.preprocess(
  (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
  zPhone.optional(),
)

/** SSN ddd-dd-dddd without the never-issued areas, groups and serials; output is dashed. */
export const zSsn = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, { error: MESSAGES.required })
  .refine((value) => normalizeSsn(value) !== null, { error: MESSAGES.ssn })
  .transform((value) => normalizeSsn(value) ?? value)

/** A calendar date written yyyy-mm-dd (site.md section 5). */
export const zIsoDate = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, { error: MESSAGES.required })
  .refine(isValidIsoDate, { error: MESSAGES.date })

/** Date of birth: a real date, not in the future, and at least `minAge` whole years before `now`. */
export function zDateOfBirth(now: Date, minAge = 18) {
  return zIsoDate.superRefine((value, ctx) => {
    const age = ageOn(value, now)
    if (age === null) return // already reported by zIsoDate
    if (age < 0 || age > 120) ctx.addIssue({ code: 'custom', message: MESSAGES.date })
    else if (age < minAge) ctx.addIssue({ code: 'custom', message: MESSAGES.adult })
  })
}

/** Text like "$12,500" or "45 000" becomes a number; blank becomes undefined. */
function toNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value
  const parsed = parseAmount(value)
  return parsed !== undefined && Number.isNaN(parsed) ? value : parsed
}

type NumberBounds = { min?: number; max?: number; int?: boolean }

/**
 * A required number. Per the spec's definition of empty (site.md section 5) the number 0 counts
 * as empty, so 0 fails with the required message just like a missing value. Something typed that
 * is not a number within bounds gets `invalid` (by default the same message).
 */
export function zRequiredNumber(message: string = MESSAGES.required, bounds: NumberBounds = {}, invalid = message) {
  let inner = z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? message : invalid) })
    .refine((value) => !isEmpty(value), { error: message })
    .refine(Number.isFinite, { error: invalid })
  if (bounds.int) inner = inner.refine(Number.isInteger, { error: invalid })
  if (bounds.min !== undefined) inner = inner.refine((value) => value >= (bounds.min as number), { error: invalid })
  if (bounds.max !== undefined) inner = inner.refine((value) => value <= (bounds.max as number), { error: invalid })
  return z.preprocess(toNumber, inner)
}

/** An optional number within bounds (0 allowed: here 0 is an answer, e.g. $0 down). */
export function zOptionalNumber(bounds: NumberBounds = {}, message: string = MESSAGES.required) {
  let inner = z.number({ error: message }).refine(Number.isFinite, { error: message })
  if (bounds.int) inner = inner.refine(Number.isInteger, { error: message })
  if (bounds.min !== undefined) inner = inner.refine((value) => value >= (bounds.min as number), { error: message })
  if (bounds.max !== undefined) inner = inner.refine((value) => value <= (bounds.max as number), { error: message })
  return z.preprocess((value) => (value === null ? undefined : toNumber(value)), inner.optional())
}

/** Honeypot: a hidden field people leave empty and bots fill in (empty per site.md section 5). */
export const zHoneypot = z.unknown().refine(isEmpty, { error: MESSAGES.honeypot }).optional()

/** A consent checkbox that must be ticked. */
export const zAccepted = z.literal(true, { error: MESSAGES.required })
