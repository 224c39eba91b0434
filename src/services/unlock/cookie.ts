import { serverSecret } from '@/config/server-secret'
import { UNLOCK_COOKIE, issueUnlockToken, isUnlockTokenValid } from './access-token'

/** The signing secret: the app's PAYLOAD_SECRET (or its generated dev file), like the admin sessions. */
function secret(): string {
  return serverSecret()
}

/** Set-Cookie for a visitor who just sent an unlock form (UNLOCK_PRICE or UNLOCK_INVENTORY). */
export function unlockSetCookie(now: Date): string {
  const { value, maxAgeSeconds } = issueUnlockToken(secret(), now)
  return `${UNLOCK_COOKIE}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; Secure; SameSite=Lax`
}

export function hasUnlockAccess(cookieValue: string | undefined, now: Date): boolean {
  return isUnlockTokenValid(secret(), cookieValue, now)
}

export const UNLOCK_FORM_TYPES: readonly string[] = ['UNLOCK_PRICE', 'UNLOCK_INVENTORY']
