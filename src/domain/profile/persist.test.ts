import { describe, expect, it } from 'vitest'
import type { ConsentCategory } from '../consent/categories'
import { COOKIE_RULES, maxAgeSeconds, persistableProfile, shouldPersistProfile } from './persist'
import type { VisitorProfile } from './types'

const PROFILE: VisitorProfile = {
  firstName: 'Ana',
  email: 'ana@example.com',
  userSelectedStore: 'store-2',
  allowCookies: ['essential'],
  displayCookies: 'hide',
  adsValues: { gclid: 'g' },
  uniqueUserId: 'u1',
}

describe('shouldPersistProfile / persistableProfile (sections 4 and 6)', () => {
  it.each<[ConsentCategory[], boolean, VisitorProfile]>([
    [['essential', 'functional'], true, PROFILE],
    [['essential', 'functional', 'analytics', 'targeting'], true, PROFILE],
    [['essential'], false, { userSelectedStore: 'store-2', allowCookies: ['essential'], displayCookies: 'hide' }],
    [
      ['essential', 'analytics', 'targeting'],
      false,
      { userSelectedStore: 'store-2', allowCookies: ['essential'], displayCookies: 'hide' },
    ],
    [[], false, { userSelectedStore: 'store-2', allowCookies: ['essential'], displayCookies: 'hide' }],
  ])('%j -> persist %s', (allowed, persist, expected) => {
    expect(shouldPersistProfile(allowed)).toBe(persist)
    expect(persistableProfile(PROFILE, allowed)).toEqual(expected)
  })
})

describe('COOKIE_RULES (section 9)', () => {
  it.each([
    ['userSelectedStore', 30 * 86400],
    ['adsValues', 30 * 86400],
    ['adfLead', undefined],
  ] as const)('%s max age %s s, secure, lax', (name, seconds) => {
    expect(maxAgeSeconds(COOKIE_RULES[name])).toBe(seconds)
    expect(COOKIE_RULES[name]).toMatchObject({ secure: true, sameSite: 'lax' })
  })
})
