import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

/**
 * AES-256-GCM for the SSN and date of birth at rest (issue 6, "Credit data protection").
 * Format: "v1.<iv>.<tag>.<ciphertext>", base64url parts; a fresh 12-byte IV per value. The field
 * name is bound in as additional data, so a ciphertext copied from the date-of-birth column into
 * the SSN column fails to decrypt instead of revealing a birth date as an SSN.
 */
const VERSION = 'v1'
const ALGORITHM = 'aes-256-gcm'

export type CreditKey = Buffer

/** A 32-byte key from 64 hex characters or base64 (CREDIT_DATA_KEY); anything else is refused. */
export function parseKey(text: string): CreditKey {
  const trimmed = text.trim()
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64')
  if (key.length !== 32) throw new Error('CREDIT_DATA_KEY must be 32 bytes: 64 hex characters or base64.')
  return key
}

export function encryptField(key: CreditKey, field: string, plaintext: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv(ALGORITHM, key, iv)
  cipher.setAAD(Buffer.from(field, 'utf8'))
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  return [
    VERSION,
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    body.toString('base64url'),
  ].join('.')
}

/** Throws on a wrong key, a wrong field or tampering: GCM authenticates every byte. */
export function decryptField(key: CreditKey, field: string, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.')
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Not an encrypted credit-data value.')
  const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'))
  decipher.setAAD(Buffer.from(field, 'utf8'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
}

/**
 * Opens a value with the first of `keys` that opens it (the current key, then during a rotation
 * the previous one, decision 0301); throws what the last key threw when none does.
 */
export function decryptWithAny(keys: readonly CreditKey[], field: string, sealed: string): string {
  let failure: unknown = new Error('No credit-data key to open the value with.')
  for (const key of keys) {
    try {
      return decryptField(key, field, sealed)
    } catch (err) {
      failure = err
    }
  }
  throw failure
}

/** Whether `key` opens `sealed` (of `field`). */
export function opensWith(key: CreditKey, field: string, sealed: string): boolean {
  try {
    decryptField(key, field, sealed)
    return true
  } catch {
    return false
  }
}
