/**
 * What the person typed: an authenticator code (6 digits; spaces and dashes as apps show them are
 * ignored) or a recovery code (issue 34: ten one-time codes, "xxxxx-xxxxx" in lower-case letters and
 * digits without look-alikes).
 */
export type TypedCode = { kind: 'totp'; code: string } | { kind: 'recovery'; code: string } | { kind: 'invalid' }

export const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'
export const RECOVERY_CODE_COUNT = 10

export function readTypedCode(input: unknown): TypedCode {
  if (typeof input !== 'string') return { kind: 'invalid' }
  const compact = input.replace(/[\s-]/g, '').toLowerCase()
  if (/^\d{6}$/.test(compact)) return { kind: 'totp', code: compact }
  if (compact.length === 10 && [...compact].every((c) => RECOVERY_ALPHABET.includes(c)))
    return { kind: 'recovery', code: `${compact.slice(0, 5)}-${compact.slice(5)}` }
  return { kind: 'invalid' }
}
