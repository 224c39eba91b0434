import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { decryptField, encryptField, parseKey } from './cipher'

/**
 * Issue 6, credit data protection: the AES-256-GCM key comes from CREDIT_DATA_KEY; a machine
 * without it generates one under .data/ on first run and keeps using it, so applications stored
 * before a restart still decrypt after it.
 */
const original = {
  cwd: process.cwd(),
  key: process.env.CREDIT_DATA_KEY,
  previous: process.env.CREDIT_DATA_KEY_PREVIOUS,
}
let dir: string

async function freshKey() {
  vi.resetModules()
  return (await import('./key')).creditDataKey()
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'credit-key-'))
  process.chdir(dir)
  delete process.env.CREDIT_DATA_KEY
  delete process.env.CREDIT_DATA_KEY_PREVIOUS
})
afterEach(() => {
  process.chdir(original.cwd)
  if (original.key === undefined) delete process.env.CREDIT_DATA_KEY
  else process.env.CREDIT_DATA_KEY = original.key
  if (original.previous === undefined) delete process.env.CREDIT_DATA_KEY_PREVIOUS
  else process.env.CREDIT_DATA_KEY_PREVIOUS = original.previous
  rmSync(dir, { recursive: true, force: true })
})

describe('credit-data key', () => {
  it('without CREDIT_DATA_KEY: generated into .data/ on first run (owner-only), reused after a restart', async () => {
    const first = await freshKey()
    const file = path.join(dir, '.data', 'credit-data-key.secret')
    expect(existsSync(file)).toBe(true)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    const sealed = encryptField(first, 'applicantSsn', '123-45-6789')
    const afterRestart = await freshKey()
    expect(decryptField(afterRestart, 'applicantSsn', sealed)).toBe('123-45-6789')
  })

  it('with CREDIT_DATA_KEY: that key is used and nothing is written', async () => {
    const hex = randomBytes(32).toString('hex')
    process.env.CREDIT_DATA_KEY = hex
    const key = await freshKey()
    expect(key.equals(parseKey(hex))).toBe(true)
    expect(existsSync(path.join(dir, '.data'))).toBe(false)
  })

  it('during a rotation: seals under CREDIT_DATA_KEY, opens under it and under CREDIT_DATA_KEY_PREVIOUS (decision 0301)', async () => {
    const [oldKey, newKey] = [randomBytes(32), randomBytes(32)]
    process.env.CREDIT_DATA_KEY = newKey.toString('hex')
    process.env.CREDIT_DATA_KEY_PREVIOUS = oldKey.toString('base64')
    vi.resetModules()
    const { openWithCreditKey, sealWithCreditKey } = await import('./key')
    const sealedNow = sealWithCreditKey('applicantSsn', '123-45-6789')
    expect(decryptField(newKey, 'applicantSsn', sealedNow)).toBe('123-45-6789')
    expect(openWithCreditKey('applicantSsn', sealedNow)).toBe('123-45-6789')
    expect(openWithCreditKey('applicantSsn', encryptField(oldKey, 'applicantSsn', '987-65-4321'))).toBe('987-65-4321')
    expect(() => openWithCreditKey('applicantSsn', encryptField(randomBytes(32), 'applicantSsn', 'x'))).toThrow()
  })

  it('after a rotation (no previous key): a value of the old key no longer opens', async () => {
    const oldKey = randomBytes(32)
    process.env.CREDIT_DATA_KEY = randomBytes(32).toString('hex')
    vi.resetModules()
    const { openWithCreditKey } = await import('./key')
    expect(() => openWithCreditKey('applicantSsn', encryptField(oldKey, 'applicantSsn', '123-45-6789'))).toThrow()
  })
})
