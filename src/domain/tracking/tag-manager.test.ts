import { describe, expect, it } from 'vitest'
import { ga4PageEvents, ga4TrackEvents } from './ga4'
import { adTagEntries, adTagsAllowed } from './tag-manager'

const q = (s = '') => new URLSearchParams(s)

describe('adTagEntries: the spec values in GA4 e-commerce shape', () => {
  it.each([
    ['/cars-for-sale', q(), 'view_item_list', 3],
    ['/cars-for-sale/suvs', q(), 'view_search_results', 2],
    ['/cars-for-sale', q('q=camry'), 'view_search_results', 2],
    ['/used-cars-for-sale/2019-honda-accord-sport-1hgcv1f34ka000000', q(), 'view_item', 5],
  ])('%s?%s pushes %s with value %d', (path, query, event, value) => {
    const entries = adTagEntries(ga4PageEvents(path, query))
    if (entries.length === 0) throw new Error(`no ad tag for ${path}`)
    expect(entries).toEqual([{ ecommerce: null }, { event, ecommerce: { value, currency: 'USD' } }])
  })

  it('a content page has no ad tag', () => {
    expect(adTagEntries(ga4PageEvents('/our-company/about-us', q()))).toEqual([])
  })

  it.each([
    ['Schedule', '/used-cars-for-sale/2019-honda-accord-sport-1hgcv1f34ka000000', ['add_to_cart']],
    ['Schedule', '/service', []],
    ['FullCreditApplication', '/auto-financing/credit-application', ['purchase']],
    ['Contact', '/contact-us', []],
  ] as const)(
    '%s on %s pushes only the ad tags %j (the event itself is in the dataLayer already)',
    (name, path, tags) => {
      const entries = adTagEntries(ga4TrackEvents(name, path))
      expect(entries.flatMap((e) => ('event' in e ? [e.event] : []))).toEqual(tags)
    },
  )
})

describe('adTagsAllowed', () => {
  it.each([
    [['essential', 'analytics'], false, true],
    [['essential', 'analytics', 'targeting'], false, true],
    [['essential', 'analytics', 'targeting'], true, false],
    [['essential', 'functional', 'targeting'], false, false],
    [['essential'], false, false],
  ] as const)('%j with GPC %s: %s', (allowed, gpc, expected) => {
    expect(adTagsAllowed(allowed, gpc)).toBe(expected)
  })
})
