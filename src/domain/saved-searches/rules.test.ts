import { describe, expect, it } from 'vitest'
import { alertListing, isAlertDue, isArrival, isNewTo, lastAlertCutoff, type ListingFacts } from './rules'

describe('isArrival: a save that puts a vehicle on the site for every shopper', () => {
  const listed: ListingFacts = { status: 'available', private: false }
  it.each<[string, ListingFacts | null, ListingFacts, boolean]>([
    ['created for sale', null, listed, true],
    ['created hidden', null, { status: 'hidden' }, false],
    ['created private', null, { status: 'available', private: true }, false],
    ['hidden, now for sale', { status: 'hidden' }, listed, true],
    ['sold, now for sale again', { status: 'sold' }, listed, true],
    ['private, now public', { status: 'available', private: true }, listed, true],
    ['an edit of a listed vehicle (a price, a photo)', listed, listed, false],
    ['listed, now sold', listed, { status: 'sold' }, false],
    ['private flag absent counts as public', { status: 'hidden' }, { status: 'available' }, true],
  ])('%s', (_name, before, after, expected) => {
    expect(isArrival(before, after)).toBe(expected)
  })
})

describe('isNewTo: what arrived after the shopper confirmed', () => {
  const confirmed = '2026-11-29T10:00:00.000Z'
  it.each<[string, string | null, string, boolean]>([
    ['after confirming', confirmed, '2026-11-29T10:00:01.000Z', true],
    ['the same moment', confirmed, confirmed, true],
    ['before confirming: the search showed it already', confirmed, '2026-11-29T09:59:59.000Z', false],
    ['never confirmed', null, '2026-11-29T10:00:01.000Z', false],
    ['an unreadable date', 'soon', '2026-11-29T10:00:01.000Z', false],
  ])('%s', (_name, confirmedAt, arrivedAt, expected) => {
    expect(isNewTo(confirmedAt, arrivedAt)).toBe(expected)
  })
})

describe('isAlertDue: one alert e-mail a day at most', () => {
  const now = new Date('2026-11-29T12:00:00.000Z')
  it.each<[string, string | null, boolean]>([
    ['never alerted', null, true],
    ['alerted an hour ago', '2026-11-29T11:00:00.000Z', false],
    ['alerted 23 h 59 min ago', '2026-11-28T12:01:00.000Z', false],
    ['alerted 24 hours ago to the minute', '2026-11-28T12:00:00.000Z', true],
    ['alerted two days ago', '2026-11-27T12:00:00.000Z', true],
  ])('%s', (_name, last, due) => {
    expect(isAlertDue(last, now)).toBe(due)
  })
  it('the cutoff the statement uses is the same rule', () => {
    expect(lastAlertCutoff(now).toISOString()).toBe('2026-11-28T12:00:00.000Z')
  })
})

describe('alertListing: up to 6 matches, and how many more', () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1)
  it.each<[number, number[], number]>([
    [0, [], 0],
    [2, [1, 2], 0],
    [6, [1, 2, 3, 4, 5, 6], 0],
    [9, [1, 2, 3, 4, 5, 6], 3],
  ])('%i matches', (n, shown, more) => {
    expect(alertListing(ids(n))).toEqual({ shown, more })
  })
})
