import { describe, expect, it } from 'vitest'
import { ga4PageEvents, ga4TrackEvents } from './ga4'
import type { TrackEventName } from './events'

const VEHICLE = '/used-cars-for-sale/2019-honda-accord-sport-1hgcv1f34ka000000'
const usd = (value: number) => ({ value, currency: 'USD' })

describe('ga4PageEvents: ad-tag values of page views (section 9; decision 0182)', () => {
  it.each<[string, string, string, Array<{ name: string; params: { value: number; currency: string } }>]>([
    ['the list without criteria', '/cars-for-sale', '', [{ name: 'view_item_list', params: usd(3) }]],
    ['a condition list', '/used-cars-for-sale', 'sort=price&page=2', [{ name: 'view_item_list', params: usd(3) }]],
    [
      'a list reached from an ad',
      '/cars-for-sale',
      'utm_source=google&gclid=X',
      [{ name: 'view_item_list', params: usd(3) }],
    ],
    ['filters in the path', '/used-cars-for-sale/suvs/toyota', '', [{ name: 'view_search_results', params: usd(2) }]],
    ['a keyword', '/cars-for-sale', 'q=tacoma', [{ name: 'view_search_results', params: usd(2) }]],
    ['a price range', '/cars-for-sale', 'price=10000,20000', [{ name: 'view_search_results', params: usd(2) }]],
    ['a vehicle page', VEHICLE, '', [{ name: 'view_item', params: usd(5) }]],
    ['any other page', '/contact-us', 'q=x', []],
    ['home', '/', '', []],
  ])('%s: %s?%s', (_, path, query, expected) => {
    expect(ga4PageEvents(path, new URLSearchParams(query))).toEqual(expected)
  })
})

describe('ga4TrackEvents: the values table (section 9; decision 0182)', () => {
  it.each<[TrackEventName, string, Array<[string, number]>]>([
    ['PageView', '/', []],
    ['Lead', '/contact-us', [['Lead', 0]]],
    ['Contact', '/contact-us', [['Contact', 2]]],
    ['SubmitApplication', '/our-company/careers', [['SubmitApplication', 2]]],
    ['ClickToCall', '/', [['ClickToCall', 5]]],
    ['UnlockInventory', '/cars-for-sale', [['UnlockInventory', 5]]],
    ['ConversationStarted', '/', [['ConversationStarted', 10]]],
    ['SellTrade', '/sell-trade-my-car', [['SellTrade', 10]]],
    ['Schedule', '/service/schedule', [['Schedule', 20]]],
    [
      'Schedule',
      VEHICLE,
      [
        ['Schedule', 20],
        ['add_to_cart', 20],
      ],
    ],
    [
      'Personalize',
      VEHICLE,
      [
        ['Personalize', 20],
        ['add_to_cart', 20],
      ],
    ],
    [
      'InstantScreen',
      '/auto-financing/apply-for-financing',
      [
        ['InstantScreen', 30],
        ['purchase', 30],
      ],
    ],
    [
      'FullCreditApplication',
      '/auto-financing/full-credit-application',
      [
        ['FullCreditApplication', 50],
        ['purchase', 30],
      ],
    ],
  ])('%s on %s', (name, path, expected) => {
    expect(ga4TrackEvents(name, path)).toEqual(expected.map(([n, value]) => ({ name: n, params: usd(value) })))
  })
})
