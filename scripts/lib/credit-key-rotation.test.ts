import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { rotationKeys, rotationOutcome } from './credit-key-rotation'

const oldHex = randomBytes(32).toString('hex')
const newHex = randomBytes(32).toString('hex')

describe('rotationKeys (npm run credit-key:rotate, decision 0301)', () => {
  it('takes the old key from CREDIT_DATA_KEY_PREVIOUS and the new one from CREDIT_DATA_KEY', () => {
    const keys = rotationKeys({ CREDIT_DATA_KEY_PREVIOUS: oldHex, CREDIT_DATA_KEY: newHex }, 'ignored')
    expect(keys.ok && [keys.oldKey.toString('hex'), keys.newKey.toString('hex'), keys.newKeyFrom]).toEqual([
      oldHex,
      newHex,
      'CREDIT_DATA_KEY',
    ])
  })

  it("falls back on the machine's generated key file for the new key", () => {
    const keys = rotationKeys({ CREDIT_DATA_KEY_PREVIOUS: oldHex }, `${newHex}\n`)
    expect(keys.ok && keys.newKeyFrom).toBe('.data/credit-data-key.secret')
  })

  it.each([
    ['no old key', { CREDIT_DATA_KEY: newHex }, null, /Set CREDIT_DATA_KEY_PREVIOUS/],
    ['no new key anywhere', { CREDIT_DATA_KEY_PREVIOUS: oldHex }, null, /Set CREDIT_DATA_KEY to the new key/],
    ['the same key twice', { CREDIT_DATA_KEY_PREVIOUS: oldHex, CREDIT_DATA_KEY: oldHex }, null, /the same key/],
    [
      'an old key that is no key',
      { CREDIT_DATA_KEY_PREVIOUS: 'short', CREDIT_DATA_KEY: newHex },
      null,
      /CREDIT_DATA_KEY_PREVIOUS is not a key/,
    ],
    [
      'a new key that is no key',
      { CREDIT_DATA_KEY_PREVIOUS: oldHex, CREDIT_DATA_KEY: 'x'.repeat(40) },
      null,
      /CREDIT_DATA_KEY is not a key/,
    ],
  ])('refuses %s, pointing at the procedure', (_name, env, file, message) => {
    const keys = rotationKeys(env, file)
    expect(keys.ok).toBe(false)
    if (!keys.ok) {
      expect(keys.message).toMatch(message)
      expect(keys.message).toContain('Rotating CREDIT_DATA_KEY')
    }
  })
})

describe('rotationOutcome', () => {
  const report = {
    dryRun: false,
    oldKeyId: 'aaaaaaaaaaaaaaaa',
    newKeyId: 'bbbbbbbbbbbbbbbb',
    columns: { 'credit_applications.applicant_ssn': { resealed: 3, alreadyNew: 1 } },
    resealed: 3,
    alreadyNew: 1,
  }
  it('says what was done and what the operator does next', () => {
    const text = rotationOutcome(report, 'CREDIT_DATA_KEY').join('\n')
    expect(text).toContain('Re-sealed 3 values under the new key bbbbbbbbbbbbbbbb')
    expect(text).toContain('credit_applications.applicant_ssn: 3 re-sealed, 1 already under the new key')
    expect(text).toMatch(/run this command again/)
    expect(text).toMatch(/remove CREDIT_DATA_KEY_PREVIOUS/)
    expect(text).toMatch(/Backups made before now open only with the old key \(aaaaaaaaaaaaaaaa\)/)
  })
  it('a dry run says nothing was changed', () => {
    expect(rotationOutcome({ ...report, dryRun: true }, 'CREDIT_DATA_KEY')[0]).toMatch(
      /^Dry run: .*nothing was changed/,
    )
  })
})
