import { env } from '@/config/env'
import { requestCookies } from '@/server/http/cookies'

/**
 * The browser's proof that it passed the second factor (issue 34): a random token, HttpOnly,
 * SameSite=Lax like the session cookie (a link from a lead e-mail in webmail opens without a code),
 * Secure when the site is https, living no longer than the staff session (8 hours).
 * The server keeps only its hash (the second-factor-passes collection), so it can be revoked.
 */
export const PASS_COOKIE = 'staff-second-factor'
export const PASS_LIFETIME_SECONDS = 8 * 60 * 60

export function passFromHeaders(headers: Headers | undefined): string | null {
  if (!headers) return null
  const value = requestCookies(headers)[PASS_COOKIE]
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null
}

function secureFlag(): string {
  return new URL(env().PUBLIC_URL).protocol === 'https:' ? '; Secure' : ''
}

export function passCookieHeader(token: string): string {
  return `${PASS_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${PASS_LIFETIME_SECONDS}${secureFlag()}`
}

export function expiredPassCookieHeader(): string {
  return `${PASS_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secureFlag()}`
}
