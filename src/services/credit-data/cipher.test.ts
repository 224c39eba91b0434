import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { decryptField, encryptField, parseKey } from './cipher'

const key = randomBytes(32)

describe('credit-data cipher (AES-256-GCM)', () => {
  it('round-trips and never shows the plaintext', () => {
    const sealed = encryptField(key, 'ssn', '123-45-6789')
    expect(sealed).not.toContain('123')
    expect(sealed).not.toContain('6789')
    expect(sealed.startsWith('v1.')).toBe(true)
    expect(decryptField(key, 'ssn', sealed)).toBe('123-45-6789')
  })

  it('uses a fresh IV: the same SSN twice gives two different ciphertexts', () => {
    expect(encryptField(key, 'ssn', '123-45-6789')).not.toBe(encryptField(key, 'ssn', '123-45-6789'))
  })

  it.each([
    ['a wrong key', (s: string) => decryptField(randomBytes(32), 'ssn', s)],
    ['another field', (s: string) => decryptField(key, 'dateOfBirth', s)],
    ['a tampered body', (s: string) => decryptField(key, 'ssn', s.slice(0, -2) + (s.endsWith('A') ? 'BB' : 'AA'))],
    ['garbage', () => decryptField(key, 'ssn', 'not-a-value')],
  ])('refuses %s', (_name, run) => {
    const sealed = encryptField(key, 'ssn', '123-45-6789')
    expect(() => run(sealed)).toThrow()
  })

  it('accepts 64 hex characters or base64 of 32 bytes as the key, nothing shorter', () => {
    expect(parseKey('ab'.repeat(32)).length).toBe(32)
    expect(parseKey(randomBytes(32).toString('base64')).length).toBe(32)
    expect(() => parseKey('short')).toThrow(/32 bytes/)
  })
})
