import { describe, expect, it } from 'vitest'
import { parseCookieHeader } from '@/domain/http/cookie-header'
import { parseProfileCookie, PROFILE_COOKIE_MAX_BYTES, serializeProfile } from './cookie'
import type { VisitorProfile } from './types'

describe('profile cookie round trip', () => {
  it.each<[string, VisitorProfile]>([
    ['empty', {}],
    ['contact', { firstName: 'José', lastName: 'Núñez', email: 'j@example.com', phone: '5550102000' }],
    [
      'everything',
      {
        firstName: 'Ana',
        phoneVerified: true,
        homeAddress: { address: '1 Main St', apartment: '2B', city: 'Miami', state: 'FL', zipCode: '33101' },
        dateOfBirth: '1990-01-01',
        uniqueUserId: 'u1',
        displayCookies: 'hide',
        allowCookies: ['essential', 'functional'],
        unlockPrice: '2025-03-01T12:00:00.000Z',
        userSelectedStore: 's1',
        adsValues: { utm_source: 'a;b=c' },
      },
    ],
  ])('%s', (_name, profile) => {
    const result = serializeProfile(profile)
    if (!result.ok) throw new Error('expected ok')
    expect(result.value).not.toMatch(/[;,\s"]/)
    expect(parseProfileCookie(parseCookieHeader(`visitorProfile=${result.value}`).get('visitorProfile'))).toEqual(
      profile,
    )
  })
})

describe('serializeProfile size guard', () => {
  it.each<[number, boolean]>([
    [10, true],
    [PROFILE_COOKIE_MAX_BYTES, false],
  ])('a %s-character name fits: %s', (length, ok) => {
    expect(serializeProfile({ firstName: 'x'.repeat(length) }).ok).toBe(ok)
  })

  it('reports the size when refusing', () => {
    // %7B%22firstName%22%3A%22abc%22%7D
    expect(serializeProfile({ firstName: 'abc' }, 5)).toEqual({ ok: false, reason: 'too-large', bytes: 33 })
  })
})

describe('parseProfileCookie never throws', () => {
  it.each<[string | undefined | null, VisitorProfile]>([
    [undefined, {}],
    [null, {}],
    ['', {}],
    ['%E0%A4%A', {}],
    ['not-json', {}],
    ['[1,2]', {}],
    ['{"phone":5550102000,"evil":1}', { phone: '5550102000' }],
  ])('%s', (value, expected) => {
    expect(parseProfileCookie(value)).toEqual(expected)
  })
})
