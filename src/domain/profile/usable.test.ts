import { describe, expect, it } from 'vitest'
import { parseCookieHeader } from '@/domain/http/cookie-header'
import { serializeProfile, type VisitorProfile } from '@/domain/profile'
import { usableProfile } from './usable'

const cookie = (profile: VisitorProfile): string => {
  const s = serializeProfile(profile)
  if (!s.ok) throw new Error('too large')
  // As lead intake and the browser read it: through the cookie parser.
  return parseCookieHeader(`visitorProfile=${s.value}`).get('visitorProfile') ?? ''
}
const PERSON: VisitorProfile = {
  firstName: 'Ana',
  email: 'ana@example.com',
  uniqueUserId: 'u1',
  userSelectedStore: 'moline',
}

describe('usableProfile, the consent gate (visitor-layer.md section 4)', () => {
  it.each<[string, VisitorProfile, VisitorProfile]>([
    ['no consent record: essential only, the store is kept', PERSON, { userSelectedStore: 'moline' }],
    [
      'functional refused',
      { ...PERSON, allowCookies: ['essential', 'analytics'], displayCookies: 'hide' },
      { userSelectedStore: 'moline', allowCookies: ['essential', 'analytics'], displayCookies: 'hide' },
    ],
    [
      'functional allowed',
      { ...PERSON, allowCookies: ['essential', 'functional'] },
      { ...PERSON, allowCookies: ['essential', 'functional'] },
    ],
  ])('%s', (_name, stored, expected) => {
    expect(usableProfile(cookie(stored))).toEqual(expected)
  })

  it('a missing or corrupt cookie is an empty profile', () => {
    expect(usableProfile(undefined)).toEqual({})
    expect(usableProfile('%E0%A4%A')).toEqual({})
  })
})
