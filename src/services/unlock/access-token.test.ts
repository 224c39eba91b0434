import { describe, expect, it } from 'vitest'
import { issueUnlockToken, isUnlockTokenValid } from './access-token'

const now = new Date('2026-11-22T10:00:00Z')
const later = (days: number) => new Date(now.getTime() + days * 86_400_000)

describe('private-inventory pass (valid 7 days)', () => {
  const { value, maxAgeSeconds } = issueUnlockToken('secret', now)
  it.each([
    ['at once', value, now, true],
    ['after 6.9 days', value, later(6.9), true],
    ['after 7 days: asked again', value, later(7), false],
    ['with another secret', issueUnlockToken('other', now).value, now, false],
    ['with a stretched expiry', `${Number(value.split('.')[0]) + 86_400_000}.${value.split('.')[1]}`, now, false],
    ['missing', undefined, now, false],
    ['garbage', 'abc', now, false],
  ])('%s', (_name, token, at, valid) => {
    expect(isUnlockTokenValid('secret', token, at)).toBe(valid)
  })
  it('lives 7 days in the browser', () => expect(maxAgeSeconds).toBe(604800))
})
