/**
 * Email rule (site.md section 5): an address whose top-level domain has at least 2 letters.
 * Local part: RFC 5322 "atext" characters and dots (no leading, trailing or double dot).
 * Domain: dot-separated labels of letters, digits and inner hyphens. CR/LF can never match, so a
 * valid address is also safe to put into a mail header.
 */
const LOCAL = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*"
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?'
const EMAIL_PATTERN = new RegExp(`^${LOCAL}@(?:${LABEL}\\.)+[A-Za-z]{2,63}$`)

/** RFC 5321 limits: 64 characters before the @, 254 in all. */
export const EMAIL_MAX_LENGTH = 254

export function isValidEmail(value: string): boolean {
  const email = value.trim()
  if (email.length > EMAIL_MAX_LENGTH) return false
  const at = email.lastIndexOf('@')
  if (at < 1 || at > 64) return false
  return EMAIL_PATTERN.test(email)
}
