import { describe, expect, it } from 'vitest'
import { CODE_LOCK_MS, decideCodeAttempt, type CodeAccount } from './code-attempt'

const now = new Date('2026-11-28T12:00:00Z')
const fresh: CodeAccount = { lastUsedStep: null, wrongCodes: 0, lockedUntil: null }

describe('decideCodeAttempt', () => {
  const cases: [string, CodeAccount, number | null, string, Partial<CodeAccount>][] = [
    ['a right code on a fresh account', fresh, 100, 'accepted', { lastUsedStep: 100, wrongCodes: 0 }],
    ['a right code resets earlier mistakes', { ...fresh, wrongCodes: 3 }, 100, 'accepted', { wrongCodes: 0 }],
    ['a code of a later step', { ...fresh, lastUsedStep: 100 }, 101, 'accepted', { lastUsedStep: 101 }],
    [
      'the same step again is a replay',
      { ...fresh, lastUsedStep: 100 },
      100,
      'replayed',
      { wrongCodes: 1, lastUsedStep: 100 },
    ],
    ['an earlier step is a replay', { ...fresh, lastUsedStep: 100 }, 99, 'replayed', { wrongCodes: 1 }],
    ['a wrong code counts', fresh, null, 'wrong', { wrongCodes: 1 }],
    ['the fifth wrong code locks', { ...fresh, wrongCodes: 4 }, null, 'now-locked', { wrongCodes: 5 }],
    [
      'while locked, even a right code is refused',
      { ...fresh, wrongCodes: 5, lockedUntil: new Date(now.getTime() + 1000) },
      100,
      'locked',
      { wrongCodes: 5 },
    ],
    [
      'after the lock, counting starts again',
      { ...fresh, wrongCodes: 5, lockedUntil: new Date(now.getTime() - 1) },
      null,
      'wrong',
      { wrongCodes: 1, lockedUntil: null },
    ],
    [
      'after the lock, a right code works',
      { ...fresh, wrongCodes: 5, lockedUntil: new Date(now.getTime() - 1) },
      100,
      'accepted',
      { lastUsedStep: 100, lockedUntil: null },
    ],
  ]
  it.each(cases)('%s', (_, account, step, outcome, expected) => {
    const decision = decideCodeAttempt(account, step, now)
    expect(decision.outcome).toBe(outcome)
    expect(decision.account).toMatchObject(expected)
  })

  it('locks for ten minutes from the fifth wrong code', () => {
    const decision = decideCodeAttempt({ ...fresh, wrongCodes: 4 }, null, now)
    expect(decision.account.lockedUntil?.getTime()).toBe(now.getTime() + CODE_LOCK_MS)
  })
})
