import { describe, expect, it } from 'vitest'
import { DEFAULT_ADS_PARAMS, extractAdsValues, type CookieInput, type QueryInput } from './ads-values'

describe('extractAdsValues (section 3)', () => {
  it.each<[string, QueryInput, CookieInput, readonly string[], readonly string[], Record<string, string>]>([
    ['nothing', {}, {}, DEFAULT_ADS_PARAMS, [], {}],
    [
      'configured params only',
      { utm_source: 'google', q: 'civic', gclid: 'G1' },
      {},
      DEFAULT_ADS_PARAMS,
      [],
      { utm_source: 'google', gclid: 'G1' },
    ],
    [
      'all nine defaults',
      Object.fromEntries(DEFAULT_ADS_PARAMS.map((p) => [p, `v-${p}`])),
      {},
      DEFAULT_ADS_PARAMS,
      [],
      Object.fromEntries(DEFAULT_ADS_PARAMS.map((p) => [p, `v-${p}`])),
    ],
    ['a narrower configured list', { utm_source: 'google', gclid: 'G1' }, {}, ['gclid'], [], { gclid: 'G1' }],
    [
      'repeated key uses the first value',
      { utm_medium: ['cpc', 'email'] },
      {},
      DEFAULT_ADS_PARAMS,
      [],
      { utm_medium: 'cpc' },
    ],
    ['blank values ignored', { utm_term: '  ', fbclid: '' }, {}, DEFAULT_ADS_PARAMS, [], {}],
    [
      'configured cookies',
      {},
      { _fbp: 'fb.1', _ga: 'GA1', other: 'x' },
      DEFAULT_ADS_PARAMS,
      ['_fbp', '_ga'],
      { _fbp: 'fb.1', _ga: 'GA1' },
    ],
    ['unconfigured cookies ignored', {}, { _fbp: 'fb.1' }, DEFAULT_ADS_PARAMS, [], {}],
    [
      'query wins over a cookie of the same name',
      { gclid: 'fresh' },
      { gclid: 'old' },
      DEFAULT_ADS_PARAMS,
      ['gclid'],
      { gclid: 'fresh' },
    ],
    [
      'URLSearchParams input',
      new URLSearchParams('utm_campaign=spring&x=1&utm_campaign=b'),
      {},
      DEFAULT_ADS_PARAMS,
      [],
      { utm_campaign: 'spring' },
    ],
  ])('%s', (_name, query, cookies, params, cookieNames, expected) => {
    expect(extractAdsValues(query, cookies, params, cookieNames)).toEqual(expected)
  })
})
