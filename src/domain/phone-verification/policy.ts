/**
 * Code lifetime and attempts (issue 8): a code is 6 random digits, expires 10 minutes after it was
 * sent, allows 5 wrong tries, and a new one can be sent once the cooldown has passed. Pure: the
 * stored record and the time come in, the decision goes out; the service does the I/O.
 */
export const CODE_TTL_MS = 10 * 60_000
export const MAX_ATTEMPTS = 5
export const RESEND_COOLDOWN_MS = 60_000

export interface StoredCode {
  codeHash: string | null
  sentAt: Date | null
  expiresAt: Date | null
  attempts: number
}

export type SendDecision = { ok: true } | { ok: false; reason: 'cooldown'; retryAfterSeconds: number }

export function canSendCode(stored: StoredCode | null, now: Date, cooldownMs = RESEND_COOLDOWN_MS): SendDecision {
  if (!stored?.sentAt || !stored.codeHash) return { ok: true }
  const wait = stored.sentAt.getTime() + cooldownMs - now.getTime()
  return wait > 0 ? { ok: false, reason: 'cooldown', retryAfterSeconds: Math.ceil(wait / 1000) } : { ok: true }
}

export type CheckDecision =
  | { ok: true }
  | { ok: false; reason: 'no-code' | 'expired' | 'too-many-attempts' }
  | { ok: false; reason: 'wrong'; attemptsLeft: number }

/**
 * Checks a code against the record. `matches` is whether the hash of the given code equals the
 * stored hash (computed by the caller, in constant time). Each wrong try counts; the fifth wrong
 * try uses the code up, and so does an expired code.
 */
export function checkCode(
  stored: StoredCode | null,
  matches: boolean,
  now: Date,
  maxAttempts = MAX_ATTEMPTS,
): CheckDecision {
  if (!stored?.codeHash || !stored.expiresAt) return { ok: false, reason: 'no-code' }
  if (stored.attempts >= maxAttempts) return { ok: false, reason: 'too-many-attempts' }
  if (now.getTime() >= stored.expiresAt.getTime()) return { ok: false, reason: 'expired' }
  if (matches) return { ok: true }
  const attemptsLeft = maxAttempts - (stored.attempts + 1)
  return attemptsLeft <= 0 ? { ok: false, reason: 'too-many-attempts' } : { ok: false, reason: 'wrong', attemptsLeft }
}

/** Six digits from random bytes (uniform: 4 bytes mod 10^6 has a negligible bias, < 2.4e-4). */
export function codeFromRandom(bytes: Uint8Array): string {
  if (bytes.length < 4) throw new Error('codeFromRandom needs 4 random bytes')
  const n = ((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0
  return String(n % 1_000_000).padStart(6, '0')
}

/** The SMS text. */
export function codeMessage(code: string, siteName: string): string {
  return `${siteName}: your verification code is ${code}. It expires in 10 minutes.`
}
