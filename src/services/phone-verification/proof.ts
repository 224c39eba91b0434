import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Proof that this browser verified a phone (issue 15, "Phone verification that counts"; decision
 * 0177): after a right code, the answer sets an HttpOnly session cookie holding the phone, its
 * expiry and an HMAC under the server secret. Lead intake marks a lead's phone as verified only
 * when the cookie is genuine, unexpired and names the lead's own phone, so neither the profile
 * cookie's phoneVerified flag (which the browser can write) nor someone else's verification of the
 * same number can mark it. The cookie is essential: it is set only because the shopper asked to
 * verify, lives for the browser session, and holds nothing a tracker can read.
 */
export const PHONE_PROOF_COOKIE = 'phoneProof'
export const PHONE_PROOF_TTL_MS = 24 * 60 * 60 * 1000

const mac = (secret: string, phone: string, expires: number) =>
  createHmac('sha256', secret).update(`phone-proof:${phone}:${expires}`).digest('base64url')

export function phoneProofValue(secret: string, phoneE164: string, now: Date): string {
  const expires = now.getTime() + PHONE_PROOF_TTL_MS
  return `${encodeURIComponent(phoneE164)}.${expires}.${mac(secret, phoneE164, expires)}`
}

export function phoneProofCookie(secret: string, phoneE164: string, now: Date): string {
  return `${PHONE_PROOF_COOKIE}=${phoneProofValue(secret, phoneE164, now)}; Path=/; HttpOnly; Secure; SameSite=Lax`
}

/** The phone (E.164) this browser proved, or null. */
export function provenPhone(secret: string, value: string | undefined, now: Date): string | null {
  if (!value) return null
  // The cookie parser has already decoded the value (src/domain/http/cookie-header.ts).
  const [phone, expiresText, given] = value.split('.')
  if (!phone || !expiresText || !given) return null
  const expires = Number(expiresText)
  if (!Number.isSafeInteger(expires) || expires < now.getTime()) return null
  const expected = Buffer.from(mac(secret, phone, expires))
  const actual = Buffer.from(given)
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? phone : null
}
