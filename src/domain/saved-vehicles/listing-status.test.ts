import { describe, expect, it } from 'vitest'
import { listingStatus } from './listing-status'

const LIVE = ['used', 'certified']

describe('a saved vehicle now (issue 21; same rules as the vehicle page)', () => {
  it.each([
    ['available', { status: 'available', condition: 'used', private: false }, false, 'available'],
    ['sold: marked, not dropped', { status: 'sold', condition: 'used', private: false }, false, 'sold'],
    [
      'sold, even if its condition is no longer live',
      { status: 'sold', condition: 'new', private: null },
      false,
      'sold',
    ],
    ['hidden', { status: 'hidden', condition: 'used', private: false }, false, 'unlisted'],
    ['condition not live', { status: 'available', condition: 'new', private: false }, false, 'unlisted'],
    ['missing', undefined, false, 'unlisted'],
    ['private, no pass', { status: 'available', condition: 'used', private: true }, false, 'private'],
    ['private, with the pass', { status: 'available', condition: 'used', private: true }, true, 'available'],
    ['private and sold, no pass', { status: 'sold', condition: 'used', private: true }, false, 'unlisted'],
    ['private and sold, with the pass', { status: 'sold', condition: 'used', private: true }, true, 'sold'],
  ])('%s', (_name, facts, unlocked, expected) => {
    expect(listingStatus(facts, LIVE, unlocked)).toBe(expected)
  })
})
