import { describe, expect, it } from 'vitest'
import { COOKIES } from '@/config/cookies'
import { leadAttribution } from './attribution-cookies'

/** The adsValues cookie as the browser writes it (URI-encoded JSON, decoded by the cookie parser). */
const adsCookie = (values: Record<string, string>) => ({ [COOKIES.adsValues]: JSON.stringify(values) })
const NOW = new Date('2026-11-29T12:00:00Z')

describe('the ad values a lead keeps from the visitor’s cookies (issue 15; configured cookies, issue 40)', () => {
  it.each<[string, Record<string, string>, readonly string[], readonly string[], Record<string, string> | null]>([
    ['no functional consent: nothing', adsCookie({ utm_source: 'google' }), ['analytics'], [], null],
    [
      'the spec’s parameters',
      adsCookie({ utm_source: 'google', gclid: 'G1' }),
      ['functional'],
      [],
      { utm_source: 'google', gclid: 'G1' },
    ],
    [
      'a name nobody configured is dropped',
      adsCookie({ utm_source: 'google', injected: 'x' }),
      ['functional'],
      [],
      { utm_source: 'google' },
    ],
    [
      'a configured advertising cookie is kept',
      adsCookie({ gclid: 'G1', partner_click: 'pc-1' }),
      ['functional'],
      ['partner_click'],
      { gclid: 'G1', partner_click: 'pc-1' },
    ],
    [
      'a configured cookie does not replace a parameter of that name',
      adsCookie({ gclid: 'from-query' }),
      ['functional'],
      ['gclid'],
      { gclid: 'from-query' },
    ],
    [
      'a long value is cut to 500 characters',
      adsCookie({ partner_click: 'x'.repeat(600) }),
      ['functional'],
      ['partner_click'],
      { partner_click: 'x'.repeat(500) },
    ],
    ['no cookie', {}, ['functional'], ['partner_click'], null],
  ])('%s', (_case, cookies, allowed, names, expected) => {
    expect(leadAttribution(cookies, allowed, NOW, names).adsValues).toEqual(expected)
  })
})
