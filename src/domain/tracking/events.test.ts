import { describe, expect, it } from 'vitest'
import { AD_TAG_VALUES, eventValue, isTrackEventName, type TrackEventName, reportsPageView } from './events'
import { routeNameOf } from '../popups/page-view'

describe('event values (visitor-layer.md section 9)', () => {
  it.each<[TrackEventName, number]>([
    ['PageView', 0],
    ['Lead', 0],
    ['FullCreditApplication', 50],
    ['InstantScreen', 30],
    ['Personalize', 20],
    ['Schedule', 20],
    ['ConversationStarted', 10],
    ['SellTrade', 10],
    ['ClickToCall', 5],
    ['UnlockInventory', 5],
    ['Contact', 2],
    ['SubmitApplication', 2],
  ])('%s is worth %s USD', (name, value) => {
    expect(eventValue(name)).toEqual({ value, currency: 'USD' })
  })

  it('ad-tag defaults', () => {
    expect(AD_TAG_VALUES).toEqual({
      view_search_results: 2,
      view_item_list: 3,
      view_item: 5,
      add_to_cart: 20,
      purchase: 30,
    })
  })

  it.each([
    ['Lead', true],
    ['toString', false],
    ['lead', false],
    [5, false],
  ] as const)('isTrackEventName(%j) = %s', (value, expected) => {
    expect(isTrackEventName(value)).toBe(expected)
  })
})

describe('reportsPageView (section 2: skipped on the route named cars-direct-page)', () => {
  it.each([
    ['/used-cars-for-sale/2019-honda-accord-sport-1hgcv1f34ka000000', false],
    ['/used-cars-for-sale', true],
    ['/', true],
    ['/contact-us', true],
  ])('%s -> %s', (path, expected) => {
    expect(reportsPageView(routeNameOf(path))).toBe(expected)
  })
})
