import { describe, expect, it } from 'vitest'
import { hasPersonalData, isLead, isProfileComplete, personalDiff, phoneDigits, profileUnchanged } from './lead'
import type { ProfileInput, VisitorProfile } from './types'

const FULL: VisitorProfile = { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', phone: '5550102000' }

describe('isLead (section 4)', () => {
  it.each<[string, VisitorProfile, boolean]>([
    ['empty', {}, false],
    ['first name', { firstName: 'Ana' }, true],
    ['last name', { lastName: 'Ruiz' }, true],
    ['email', { email: 'a@b.co' }, true],
    ['phone', { phone: '5550102000' }, true],
    ['blank strings', { firstName: '  ', email: '' }, false],
    ['only system fields', { uniqueUserId: 'u1', userSelectedStore: 's1', allowCookies: ['essential'] }, false],
    ['only an address', { homeAddress: { city: 'Miami' } }, false],
  ])('%s -> %s', (_name, profile, expected) => {
    expect(isLead(profile)).toBe(expected)
  })
})

describe('isProfileComplete (section 5)', () => {
  it.each<[string, VisitorProfile, boolean]>([
    ['all four', FULL, true],
    ['missing phone', { ...FULL, phone: undefined }, false],
    ['blank email', { ...FULL, email: ' ' }, false],
    ['empty', {}, false],
  ])('%s -> %s', (_name, profile, expected) => {
    expect(isProfileComplete(profile)).toBe(expected)
  })
})

describe('phoneDigits', () => {
  it.each([
    ['+1 (555) 010-2000', '5550102000'],
    ['555.010.2000', '5550102000'],
    ['15550102000', '5550102000'],
    ['25550102000', '25550102000'],
  ])('%s -> %s', (input, expected) => {
    expect(phoneDigits(input)).toBe(expected)
  })
})

describe('personalDiff / profileUnchanged (section 5, financing skip)', () => {
  it.each<[string, ProfileInput, string[]]>([
    ['identical', FULL, []],
    ['empty submission', {}, []],
    ['subset of same values', { email: 'ana@example.com' }, []],
    ['email case and spaces', { email: ' ANA@Example.com ' }, []],
    ['phone formatting and number type', { phone: 15550102000 }, []],
    ['formatted phone', { phone: '+1 (555) 010-2000' }, []],
    ['blank does not count as a change', { firstName: '' }, []],
    ['new first name', { firstName: 'Anna' }, ['firstName']],
    ['new phone', { phone: '5550109999' }, ['phone']],
    ['new date of birth', { dateOfBirth: '1990-01-01' }, ['dateOfBirth']],
    ['new address field', { homeAddress: { city: 'Miami' } }, ['homeAddress.city']],
    ['system fields are ignored', { userSelectedStore: 's2', adsValues: { gclid: 'x' } }, []],
  ])('%s -> %j', (_name, incoming, expected) => {
    expect(personalDiff(FULL, incoming)).toEqual(expected)
    expect(profileUnchanged(FULL, incoming)).toBe(expected.length === 0)
  })
})

describe('hasPersonalData', () => {
  it.each<[ProfileInput, boolean]>([
    [{}, false],
    [{ email: '  ' }, false],
    [{ adsValues: { utm_source: 'google' }, allowCookies: ['essential'] }, false],
    [{ phone: 5550102000 }, true],
    [{ locationAddress: { zipCode: '33101' } }, true],
  ])('%j -> %s', (incoming, expected) => {
    expect(hasPersonalData(incoming)).toBe(expected)
  })
})
