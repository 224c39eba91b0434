import { describe, expect, it } from 'vitest'
import { VitalsBeacon, beaconFieldErrors, beaconValues, sampled } from './beacon'
import { deviceClass, localeValue, pageTemplate, storeValue } from './page-template'

const base = { template: 'home', device: 'mobile', connection: '4g', locale: 'en', store: null }

describe('the beacon schema', () => {
  it.each<[string, unknown, boolean]>([
    ['all five metrics', { ...base, metrics: { LCP: 1200, INP: 80, CLS: 0.02, FCP: 900, TTFB: 300 } }, true],
    ['one metric', { ...base, metrics: { TTFB: 0 } }, true],
    ['a store id', { ...base, store: 'davenport', metrics: { FCP: 10 } }, true],
    ['no metric', { ...base, metrics: {} }, false],
    ['an unknown metric', { ...base, metrics: { FID: 10 } }, false],
    ['a negative time', { ...base, metrics: { LCP: -5 } }, false],
    ['an LCP of three minutes', { ...base, metrics: { LCP: 180_000 } }, false],
    ['a CLS of 51', { ...base, metrics: { CLS: 51 } }, false],
    ['a string value', { ...base, metrics: { LCP: '100' } }, false],
    ['a URL beside the values', { ...base, url: '/cars-for-sale?q=x', metrics: { LCP: 100 } }, false],
    ['a visitor id beside the values', { ...base, visitorId: 'abc', metrics: { LCP: 100 } }, false],
    ['an unknown template', { ...base, template: 'checkout', metrics: { LCP: 100 } }, false],
  ])('%s: accepted %s', (_name, body, ok) => {
    expect(VitalsBeacon.safeParse(body).success).toBe(ok)
  })

  it('names the refused field', () => {
    const parsed = VitalsBeacon.safeParse({ ...base, metrics: { LCP: -5 } })
    expect(parsed.success).toBe(false)
    if (!parsed.success) expect(beaconFieldErrors(parsed.error)).toEqual({ 'metrics.LCP': 'LCP must be at least 0.' })
  })

  it('lists the values in metric order', () => {
    const beacon = VitalsBeacon.parse({ ...base, metrics: { TTFB: 3, LCP: 1 } })
    expect(beaconValues(beacon)).toEqual([
      { metric: 'LCP', value: 1 },
      { metric: 'TTFB', value: 3 },
    ])
  })
})

describe('sampling', () => {
  it.each<[number, number, boolean]>([
    [100, 0.999, true],
    [0, 0, false],
    [10, 0.05, true],
    [10, 0.1, false],
    [150, 0.5, true],
    [-5, 0, false],
  ])('rate %d%%, draw %d: kept %s', (rate, draw, kept) => {
    expect(sampled(rate, draw)).toBe(kept)
  })
})

describe('page template and device class', () => {
  it.each([
    ['/', 'home'],
    ['/cars-for-sale', 'search'],
    ['/used-cars-for-sale/suvs/toyota', 'search'],
    ['/affordable-used-cars-for-sale-quad-cities', 'search'],
    ['/used-cars-for-sale/2019-toyota-rav4-le-2T3F1RFV5KW012345', 'vehicle'],
    ['/auto-financing/full-credit-application', 'form'],
    ['/sell-trade-my-car', 'form'],
    ['/contact-us', 'form'],
    ['/service/schedule', 'form'],
    ['/service', 'content'],
    ['/our-company/meet-our-team', 'content'],
    ['/legal/privacy-policy', 'content'],
  ])('%s is %s', (path, template) => {
    expect(pageTemplate(path)).toBe(template)
  })

  it.each([
    [375, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
  ])('%d px wide is %s', (width, device) => {
    expect(deviceClass(width)).toBe(device)
  })
})

describe('store and locale as sent', () => {
  it.each([
    ['davenport', 'davenport'],
    ['store_2', 'store_2'],
    ['', null],
    [undefined, null],
    ['a store; with=odd', null],
    ['x'.repeat(65), null],
  ])('store %s -> %s', (raw, value) => {
    expect(storeValue(raw)).toBe(value)
  })
  it.each([
    ['es', 'es'],
    ['es-MX', 'es'],
    ['en', 'en'],
    ['', 'en'],
    [null, 'en'],
  ])('lang %s -> %s', (lang, locale) => {
    expect(localeValue(lang)).toBe(locale)
  })
})
