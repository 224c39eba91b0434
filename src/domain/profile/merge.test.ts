import { describe, expect, it } from 'vitest'
import { mergeProfile } from './merge'
import type { ProfileInput, VisitorProfile } from './types'

const NOW = new Date('2025-03-01T12:00:00.000Z')
const FULL: VisitorProfile = { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', phone: '5550102000' }

describe('mergeProfile flags (section 4)', () => {
  it.each<[string, VisitorProfile, ProfileInput, { changed: boolean; becameLead: boolean; unlockPriceSet: boolean }]>([
    [
      'empty + email: becomes a lead',
      {},
      { email: 'a@b.co' },
      { changed: true, becameLead: true, unlockPriceSet: false },
    ],
    [
      'empty + complete data: lead, not unlocked (was not complete before)',
      {},
      FULL,
      { changed: true, becameLead: true, unlockPriceSet: false },
    ],
    [
      'partial lead + more data: no second Lead event',
      { email: 'a@b.co' },
      { firstName: 'Ana' },
      { changed: true, becameLead: false, unlockPriceSet: false },
    ],
    [
      'complete + new data: unlocked',
      FULL,
      { homeAddress: { city: 'Miami' } },
      { changed: true, becameLead: false, unlockPriceSet: true },
    ],
    [
      'complete + same data re-submitted: unlocked again',
      FULL,
      { email: 'ana@example.com' },
      { changed: true, becameLead: false, unlockPriceSet: true },
    ],
    [
      'complete + consent update only: not unlocked',
      FULL,
      { allowCookies: ['essential'] },
      { changed: true, becameLead: false, unlockPriceSet: false },
    ],
    ['complete + nothing: no change', FULL, {}, { changed: false, becameLead: false, unlockPriceSet: false }],
    [
      'empty + ads values only: not a lead',
      {},
      { adsValues: { gclid: 'g1' } },
      { changed: true, becameLead: false, unlockPriceSet: false },
    ],
    [
      'blank values change nothing',
      { firstName: 'Ana' },
      { firstName: ' ', email: '' },
      { changed: false, becameLead: false, unlockPriceSet: false },
    ],
  ])('%s', (_name, old, incoming, expected) => {
    const { profile: _profile, ...flags } = mergeProfile(old, incoming, NOW)
    expect(flags).toEqual(expected)
  })
})

describe('mergeProfile values', () => {
  it.each<[string, VisitorProfile, ProfileInput, VisitorProfile]>([
    ['phone number becomes text', {}, { phone: 5550102000 }, { phone: '5550102000' }],
    ['blank never erases', { firstName: 'Ana' }, { firstName: '' }, { firstName: 'Ana' }],
    [
      'same phone in another format keeps the stored text',
      { phone: '5550102000', phoneVerified: true },
      { phone: '+1 555 010 2000' },
      { phone: '5550102000', phoneVerified: true },
    ],
    [
      'a new phone drops verification',
      { phone: '5550102000', phoneVerified: true },
      { phone: '5550109999' },
      { phone: '5550109999', phoneVerified: false },
    ],
    [
      'a new verified phone stays verified',
      { phone: '5550102000' },
      { phone: '5550109999', phoneVerified: true },
      { phone: '5550109999', phoneVerified: true },
    ],
    [
      'addresses merge field by field',
      { homeAddress: { city: 'Miami', state: 'FL' } },
      { homeAddress: { zipCode: '33101', city: 'Doral' } },
      { homeAddress: { city: 'Doral', state: 'FL', zipCode: '33101' } },
    ],
    [
      'ads values merge key by key',
      { adsValues: { utm_source: 'google', gclid: 'a' } },
      { adsValues: { gclid: 'b' } },
      { adsValues: { utm_source: 'google', gclid: 'b' } },
    ],
    [
      'allowCookies is replaced whole',
      { allowCookies: ['essential', 'functional', 'analytics', 'targeting'] },
      { allowCookies: ['essential'] },
      { allowCookies: ['essential'] },
    ],
    ['stored uniqueUserId is kept', { uniqueUserId: 'u1' }, { uniqueUserId: 'u2' }, { uniqueUserId: 'u1' }],
    ['missing uniqueUserId is taken', {}, { uniqueUserId: 'u2' }, { uniqueUserId: 'u2' }],
    ['store choice', { userSelectedStore: 'a' }, { userSelectedStore: 'b' }, { userSelectedStore: 'b' }],
    [
      'complete + new data stamps unlockPrice',
      FULL,
      { dateOfBirth: '1990-05-01' },
      { ...FULL, dateOfBirth: '1990-05-01', unlockPrice: '2025-03-01T12:00:00.000Z' },
    ],
  ])('%s', (_name, old, incoming, expected) => {
    expect(mergeProfile(old, incoming, NOW).profile).toEqual(expected)
  })

  it('does not mutate its inputs', () => {
    const old: VisitorProfile = { homeAddress: { city: 'Miami' } }
    const incoming: ProfileInput = { homeAddress: { city: 'Doral' } }
    mergeProfile(old, incoming, NOW)
    expect(old).toEqual({ homeAddress: { city: 'Miami' } })
    expect(incoming).toEqual({ homeAddress: { city: 'Doral' } })
  })
})
