import { describe, expect, it } from 'vitest'
import { readTypedCode } from '@/domain/security/second-factor/code-format'
import { findUnusedRecoveryCode, newRecoveryCodes } from './recovery-codes'

// Ten scrypt hashes per case: about 0.3 s on a quiet machine, 7.7 s with the unit lane beside a build on
// two loaded cores (a CI rehearsal), so the unit default of 5 s is too tight for it.
describe('recovery codes', { timeout: 30_000 }, () => {
  it('makes ten distinct codes the code reader accepts, and stores none of them in clear', () => {
    const { codes, stored } = newRecoveryCodes()
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    for (const code of codes) expect(readTypedCode(code)).toEqual({ kind: 'recovery', code })
    expect(JSON.stringify(stored)).not.toContain(codes[0])
  })

  it('finds the code typed, skips used ones and refuses others', () => {
    const { codes, stored } = newRecoveryCodes()
    expect(findUnusedRecoveryCode(stored, codes[3])).toBe(3)
    const used = stored.map((s, i) => (i === 3 ? { ...s, usedAt: '2026-11-28T00:00:00Z' } : s))
    expect(findUnusedRecoveryCode(used, codes[3])).toBe(-1)
    expect(findUnusedRecoveryCode(stored, 'aaaaa-aaaaa')).toBe(-1)
  })
})
