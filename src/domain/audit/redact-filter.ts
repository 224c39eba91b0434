/**
 * The filters of an export as the audit log keeps them (issue 34: "who, filters, row count", and
 * never a shopper's e-mail or phone). A leads filter may name a shopper ("title contains
 * jane@example.com"); the audit row keeps which fields and operators were used, and hides any value
 * that holds an e-mail address or a phone-like run of digits, so that "Forget a person" leaves no
 * copy of them behind in the log.
 */
export const HIDDEN_VALUE = '[hidden]'

const EMAIL_LIKE = /[^\s@]+@[^\s@]+/
/** Seven or more digits, with the spaces, dots, dashes, brackets and plus signs phones are written with. */
const PHONE_LIKE = /\d(?:[\s().+-]*\d){6,}/

/** Dates and times (a "received after" filter) are not phones. */
const ISO_DATE_TIME = /\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?/g

export function looksPersonal(text: string): boolean {
  return EMAIL_LIKE.test(text) || PHONE_LIKE.test(text.replace(ISO_DATE_TIME, ' '))
}

const MAX_DEPTH = 8

export function redactFilter(value: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH) return HIDDEN_VALUE
  if (typeof value === 'string') return looksPersonal(value) ? HIDDEN_VALUE : value.slice(0, 200)
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return value
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => redactFilter(v, depth + 1))
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [key, v] of Object.entries(value as Record<string, unknown>).slice(0, 50))
      out[looksPersonal(key) ? HIDDEN_VALUE : key] = redactFilter(v, depth + 1)
    return out
  }
  return null
}
