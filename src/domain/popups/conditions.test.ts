import { describe, expect, it } from 'vitest'
import { matchAdsValues, matchPages } from './conditions'
import type { AdsValueRule, PageMatch, PageView } from './types'

describe('matchPages', () => {
  it.each<[string, PageMatch | undefined, PageView, boolean, number]>([
    ['absent passes', undefined, { path: '/' }, true, 0],
    ['empty lists pass', { names: [], paths: [] }, { path: '/' }, true, 0],
    ['by route name', { names: ['cars-search-page'] }, { name: 'cars-search-page', path: '/cars-for-sale' }, true, 0],
    ['by exact path, trailing slash ignored', { paths: ['/service/'] }, { path: '/service' }, true, 0],
    ['path is exact', { paths: ['/service'] }, { path: '/service/schedule' }, false, 0],
    ['by pattern', { patterns: ['^/special-offers/'] }, { path: '/special-offers/sales/5' }, true, 0],
    [
      'any of names, paths or patterns',
      { names: ['home'], paths: ['/contact-us'] },
      { name: 'x', path: '/contact-us' },
      true,
      0,
    ],
    ['no match', { names: ['home'], patterns: ['^/legal'] }, { name: 'service', path: '/service' }, false, 0],
    ['invalid pattern never matches and reports', { patterns: ['(unclosed'] }, { path: '/(unclosed' }, false, 1],
  ])('%s', (_name, pages, page, pass, errors) => {
    const result = matchPages(pages, page)
    expect(result.pass).toBe(pass)
    expect(result.errors).toHaveLength(errors)
  })
})

describe('matchAdsValues (section 5 ads-value condition)', () => {
  const ads = { utm_source: 'google', gclid: 'G1', blank: ' ' }
  it.each<[string, Record<string, AdsValueRule> | undefined, boolean, number]>([
    ['absent rules pass', undefined, true, 0],
    ['false: absent', { fbclid: false }, true, 0],
    ['false: present fails', { gclid: false }, false, 0],
    ['false: blank counts as absent', { blank: false }, true, 0],
    ['true: present', { gclid: true }, true, 0],
    ['true: absent fails', { fbclid: true }, false, 0],
    ['string: exact', { utm_source: 'google' }, true, 0],
    ['string: other value fails', { utm_source: 'facebook' }, false, 0],
    ['in: member', { utm_source: { in: ['google', 'bing'] } }, true, 0],
    ['in: not a member fails', { utm_source: { in: ['bing'] } }, false, 0],
    ['in: absent fails', { utm_medium: { in: ['cpc'] } }, false, 0],
    ['not: excluded value fails', { utm_source: { not: ['google'] } }, false, 0],
    ['not: other value passes', { utm_source: { not: ['bing'] } }, true, 0],
    ['not: absent passes', { utm_medium: { not: ['cpc'] } }, true, 0],
    ['not and in together', { utm_source: { in: ['google', 'bing'], not: ['bing'] } }, true, 0],
    ['every key must pass', { utm_source: 'google', fbclid: true }, false, 0],
    ['number rule is malformed', { gclid: 5 as unknown as string }, false, 1],
    ['non-list in is malformed', { gclid: { in: 'G1' as unknown as string[] } }, false, 1],
  ])('%s', (_name, rules, pass, errors) => {
    const result = matchAdsValues(rules, ads)
    expect(result.pass).toBe(pass)
    expect(result.errors).toHaveLength(errors)
  })
})
