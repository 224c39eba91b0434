import { randomInt, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto'
import { RECOVERY_ALPHABET, RECOVERY_CODE_COUNT } from '@/domain/security/second-factor/code-format'

/**
 * Ten one-time recovery codes (issue 34), shown once and stored only as salted scrypt hashes, so a
 * copy of the database does not hand out a way past the second factor.
 */
export type StoredRecoveryCode = { hash: string; usedAt: string | null }

function newCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)])
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
}

function hash(code: string, salt: Buffer): Buffer {
  return scryptSync(code, salt, 32, { N: 8192, r: 8, p: 1 })
}

export function hashRecoveryCode(code: string): string {
  const salt = randomBytes(16)
  return `scrypt.${salt.toString('base64url')}.${hash(code, salt).toString('base64url')}`
}

function matches(stored: string, code: string): boolean {
  const [scheme, salt, digest] = stored.split('.')
  if (scheme !== 'scrypt' || !salt || !digest) return false
  const expected = Buffer.from(digest, 'base64url')
  const actual = hash(code, Buffer.from(salt, 'base64url'))
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

export function newRecoveryCodes(): { codes: string[]; stored: StoredRecoveryCode[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode)
  return { codes, stored: codes.map((code) => ({ hash: hashRecoveryCode(code), usedAt: null })) }
}

/** The index of the unused stored code that `code` opens, or -1. Every unused code is checked. */
export function findUnusedRecoveryCode(stored: readonly StoredRecoveryCode[], code: string): number {
  let found = -1
  stored.forEach((entry, index) => {
    if (entry.usedAt === null && matches(entry.hash, code) && found === -1) found = index
  })
  return found
}
