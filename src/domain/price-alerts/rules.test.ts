import { describe, expect, it } from 'vitest'
import { dueAlerts, isPriceDrop, referencePrice, sendDecision, type SendFacts, type SubscriptionFacts } from './rules'

describe('isPriceDrop (issue 21: when a price change is a drop)', () => {
  it.each([
    ['lower', 20_000, 19_500, true],
    ['by a dollar', 20_000, 19_999, true],
    ['higher (a rise)', 19_500, 20_000, false],
    ['unchanged', 20_000, 20_000, false],
    ['from "Call for pricing"', null, 19_000, false],
    ['to "Call for pricing"', 20_000, null, false],
    ['to zero (no price, not a give-away)', 20_000, 0, false],
    ['never had a price', undefined, undefined, false],
    ['not a number', Number.NaN, 19_000, false],
  ])('%s: %s -> %s is %s', (_name, before, after, drop) => {
    expect(isPriceDrop(before, after)).toBe(drop)
  })
})

const sub = (patch: Partial<SubscriptionFacts> & { id: number }): SubscriptionFacts => ({
  status: 'active',
  confirmedPrice: 20_000,
  noticePrices: [],
  ...patch,
})

describe('referencePrice: what the subscriber last knew from us', () => {
  it.each([
    ['the price at confirmation', sub({ id: 1 }), 20_000],
    ['the lowest alert since', sub({ id: 1, noticePrices: [19_000, 18_500] }), 18_500],
    [
      'an alert below a later re-confirmation still counts',
      sub({ id: 1, confirmedPrice: 21_000, noticePrices: [19_000] }),
      19_000,
    ],
    ['no price at confirmation, no alert', sub({ id: 1, confirmedPrice: null }), null],
    ['no price at confirmation, one alert', sub({ id: 1, confirmedPrice: null, noticePrices: [17_000] }), 17_000],
  ])('%s', (_name, subscription, expected) => {
    expect(referencePrice(subscription)).toBe(expected)
  })
})

describe('dueAlerts: who is told about a new price', () => {
  const subscribers = [
    sub({ id: 1 }), // confirmed at 20,000
    sub({ id: 2, noticePrices: [19_000] }), // already told 19,000
    sub({ id: 3, status: 'pending' }), // never confirmed
    sub({ id: 4, status: 'unsubscribed' }),
    sub({ id: 5, confirmedPrice: 18_000 }), // confirmed after an earlier drop
    sub({ id: 6, confirmedPrice: null }), // the vehicle had no price when they confirmed
  ]
  it.each<[string, number | null, string, Array<[number, number]>]>([
    [
      'a drop to 19,500: those who knew more, and the one who confirmed without a price (from 19,800)',
      19_500,
      'available',
      [
        [1, 20_000],
        [6, 19_800],
      ],
    ],
    [
      'a drop to 18,900: also the one told 19,000',
      18_900,
      'available',
      [
        [1, 20_000],
        [2, 19_000],
        [6, 19_800],
      ],
    ],
    [
      'a drop to 17,000: every active subscriber',
      17_000,
      'available',
      [
        [1, 20_000],
        [2, 19_000],
        [5, 18_000],
        [6, 19_800],
      ],
    ],
    ['back up to 21,000: nobody', 21_000, 'available', []],
    [
      'back to a price already announced (19,000) after a rise: not news to the one told',
      19_000,
      'available',
      [
        [1, 20_000],
        [6, 19_800],
      ],
    ],
    ['a sold vehicle: nobody, whatever the price', 10_000, 'sold', []],
    ['a hidden vehicle: nobody', 10_000, 'hidden', []],
    ['"Call for pricing": nobody', null, 'available', []],
  ])('%s', (_name, price, status, expected) => {
    // The vehicle cost 19,800 before this change.
    const due = dueAlerts(subscribers, price, status, 19_800)
    expect(due.map((d) => [d.subscriptionId, d.previousPrice])).toEqual(expected)
    for (const alert of due) expect(alert.price).toBe(price)
  })

  it('after an alert is queued, the same drop again tells nobody (the reference moved)', () => {
    const [first] = dueAlerts([sub({ id: 1 })], 19_000, 'available')
    expect(dueAlerts([sub({ id: 1, noticePrices: [first.price] })], 19_000, 'available')).toEqual([])
  })
})

describe('sendDecision: checked again when the alert job runs', () => {
  const ok: SendFacts = {
    subscriptionStatus: 'active',
    vehicleStatus: 'available',
    currentPrice: 19_000,
    noticePrice: 19_000,
  }
  it.each<[string, Partial<SendFacts>, ReturnType<typeof sendDecision>]>([
    ['everything as queued', {}, { send: true }],
    ['unsubscribed meanwhile', { subscriptionStatus: 'unsubscribed' }, { send: false, reason: 'unsubscribed' }],
    ['subscription deleted', { subscriptionStatus: null }, { send: false, reason: 'unsubscribed' }],
    ['sold meanwhile', { vehicleStatus: 'sold' }, { send: false, reason: 'sold' }],
    ['hidden meanwhile', { vehicleStatus: 'unlisted' }, { send: false, reason: 'unlisted' }],
    ['vehicle deleted', { vehicleStatus: null }, { send: false, reason: 'unlisted' }],
    [
      'price dropped again: the newer alert goes instead',
      { currentPrice: 18_500 },
      { send: false, reason: 'superseded' },
    ],
    ['price went back up', { currentPrice: 19_500 }, { send: false, reason: 'withdrawn' }],
    ['price removed ("Call for pricing")', { currentPrice: null }, { send: false, reason: 'withdrawn' }],
  ])('%s', (_name, patch, expected) => {
    expect(sendDecision({ ...ok, ...patch })).toEqual(expected)
  })
})
