import { describe, expect, it } from 'vitest'
import { ensureUserId, normalizeProfile, phoneText } from './normalize'
import type { VisitorProfile } from './types'

describe('normalizeProfile (section 3)', () => {
  it.each<[string, unknown, VisitorProfile]>([
    ['not an object', 'x', {}],
    ['null', null, {}],
    ['array', [], {}],
    ['trims and drops blanks', { firstName: ' Ana ', lastName: '  ' }, { firstName: 'Ana' }],
    ['phone number becomes text', { phone: 5550102000 }, { phone: '5550102000' }],
    ['wrong types are dropped', { email: 42, phoneVerified: 'yes', adsValues: 'x' }, {}],
    ['unknown keys are dropped', { firstName: 'Ana', isAdmin: true }, { firstName: 'Ana' }],
    [
      'categories filtered and ordered',
      { allowCookies: ['targeting', 'nope', 'essential'] },
      { allowCookies: ['essential', 'targeting'] },
    ],
    ['display state must be a mode', { displayCookies: 'maybe' }, {}],
    ['display state hide', { displayCookies: 'hide' }, { displayCookies: 'hide' }],
    ['invalid unlockPrice dropped', { unlockPrice: 'soon' }, {}],
    [
      'valid unlockPrice kept',
      { unlockPrice: '2025-03-01T12:00:00.000Z' },
      { unlockPrice: '2025-03-01T12:00:00.000Z' },
    ],
    [
      'address fields, numeric zip',
      { homeAddress: { city: ' Miami ', zipCode: 33101, extra: 'x' } },
      { homeAddress: { city: 'Miami', zipCode: '33101' } },
    ],
    ['empty address dropped', { locationAddress: { city: '' } }, {}],
    ['ads values keep text only', { adsValues: { gclid: 'g', n: 3, blank: '' } }, { adsValues: { gclid: 'g' } }],
    ['numeric store id becomes text', { userSelectedStore: 7 }, { userSelectedStore: '7' }],
  ])('%s', (_name, raw, expected) => {
    expect(normalizeProfile(raw)).toEqual(expected)
  })
})

describe('phoneText', () => {
  it.each<[unknown, string | undefined]>([
    [5550102000, '5550102000'],
    [' 555 ', '555'],
    [Number.NaN, undefined],
    [null, undefined],
  ])('%s -> %s', (input, expected) => {
    expect(phoneText(input)).toBe(expected)
  })
})

describe('ensureUserId (section 3, generated if absent)', () => {
  it.each<[VisitorProfile, string, boolean]>([
    [{}, 'generated-1', true],
    [{ uniqueUserId: 'kept' }, 'kept', false],
  ])('%j -> %s', (profile, id, generated) => {
    const result = ensureUserId(profile, () => 'generated-1')
    expect(result.profile.uniqueUserId).toBe(id)
    expect(result.generated).toBe(generated)
  })
})
