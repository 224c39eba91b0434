import { createHmac, timingSafeEqual } from 'node:crypto'
import { COOKIES } from '@/config/cookies'

/**
 * The private-inventory pass (site.md sections 4 and 6, visitor-layer.md section 2 "Unlock-
 * inventory offer ... valid for 7 days"): "<expiresAtMs>.<hmac>". Signed so a visitor cannot
 * open private inventory by typing a cookie; the expiry inside the value, not just the cookie's
 * Max-Age, is what counts, so a cookie kept past its life is refused.
 */
export const UNLOCK_VALID_DAYS = 7
export const UNLOCK_COOKIE = COOKIES.unlockAccess
const DAY_MS = 24 * 60 * 60 * 1000

function mac(secret: string, expires: string): string {
  return createHmac('sha256', secret).update(`unlock:${expires}`).digest('base64url')
}

export function issueUnlockToken(secret: string, now: Date): { value: string; maxAgeSeconds: number } {
  const expires = String(now.getTime() + UNLOCK_VALID_DAYS * DAY_MS)
  return { value: `${expires}.${mac(secret, expires)}`, maxAgeSeconds: UNLOCK_VALID_DAYS * 24 * 60 * 60 }
}

export function isUnlockTokenValid(secret: string, value: string | undefined | null, now: Date): boolean {
  if (!value) return false
  const [expires, signature] = value.split('.')
  if (!expires || !signature || !/^\d+$/.test(expires)) return false
  const expected = Buffer.from(mac(secret, expires))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false
  return Number(expires) > now.getTime()
}
