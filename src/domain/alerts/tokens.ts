/**
 * The links in the e-mails of the site's e-mail alerts (price-drop alerts, issue 21; saved
 * searches, issue 38) carry a random token: 32 random bytes written as base64url (43 characters),
 * of which only a SHA-256 hash is stored (src/server/link-tokens.ts draws and hashes them). These
 * rules decide what is worth looking up at all and how long a confirmation link lives (decisions
 * 0270, 0337).
 */
export const TOKEN_BYTES = 32
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** A token as this site writes them; anything else is refused before the database is asked. */
export function isWellFormedToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value)
}

/** A confirmation link works for this long after its e-mail was sent; then the shopper asks again. */
export const CONFIRMATION_DAYS = 7

export function confirmationExpired(sentAt: Date | string | null | undefined, now: Date): boolean {
  if (!sentAt) return true
  const sent = new Date(sentAt).getTime()
  if (Number.isNaN(sent)) return true
  return now.getTime() - sent > CONFIRMATION_DAYS * 24 * 60 * 60 * 1000
}
