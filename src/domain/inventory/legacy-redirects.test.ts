import { describe, expect, it } from 'vitest'
import type { Condition } from './filters'
import { legacyRedirect, type LegacyContext } from './legacy-redirects'
import { toQueryRecord } from './query'
import { TEST_VOCABULARY } from './vocabulary-fixture'

const USED_ONLY: LegacyContext = { liveConditions: ['used'], vocabulary: TEST_VOCABULARY }
const ALL: LegacyContext = { liveConditions: ['new', 'used', 'certified'] as Condition[], vocabulary: TEST_VOCABULARY }

function redirect(url: string, ctx: LegacyContext) {
  const [path, search = ''] = url.split('?')
  return legacyRedirect(path, toQueryRecord(search), ctx)
}

describe('legacy vehicle URLs ask the caller to look the VIN up', () => {
  it.each([
    [
      '/used-vehicle/2019/honda-accord/1HGCV1F34KA000000',
      { kind: 'vehicle', condition: 'used', vin: '1HGCV1F34KA000000', query: '' },
    ],
    ['/new-vehicle/a/b/1hgcv1f34ka000000/', { kind: 'vehicle', condition: 'new', vin: '1HGCV1F34KA000000', query: '' }],
    [
      '/certified-vehicle/a/b/1HGCV1F34KA000000?utm_source=google&foo=1',
      { kind: 'vehicle', condition: 'certified', vin: '1HGCV1F34KA000000', query: '?utm_source=google' },
    ],
    ['/used-vehicle/a/b/1HGCV1F34KA00000', null], // 16 characters
    ['/used-vehicle/a/1HGCV1F34KA000000', null], // too few parts
    ['/used-vehicle/a/b/c/1HGCV1F34KA000000', null], // too many
    ['/stolen-vehicle/a/b/1HGCV1F34KA000000', null],
    ['/used-vehicle/a/b/<script>alert(1)</script>', null],
  ])('%s', (url, expected) => {
    expect(redirect(url, ALL)).toEqual(expected)
  })
})

describe('legacy search URLs go to the canonical search URL', () => {
  it.each<[string, LegacyContext, string | null]>([
    ['/search-vehicles', USED_ONLY, '/used-cars-for-sale'],
    ['/search-vehicles', ALL, '/cars-for-sale'],
    ['/search-vehicles/?utm_source=google&utm_medium=cpc&q=x', ALL, '/cars-for-sale?utm_medium=cpc&utm_source=google'],
    ['/search-vehicles/used-inventory', ALL, '/used-cars-for-sale'],
    ['/search-vehicles/all-inventory', ALL, '/cars-for-sale'],
    ['/search-vehicles/new-inventory', USED_ONLY, '/used-cars-for-sale'], // not live: the one live condition
    ['/search-vehicles/new-inventory', { ...ALL, liveConditions: ['used', 'certified'] }, '/cars-for-sale'],
    ['/search-vehicles/used-inventory/bodystyle/suvs', USED_ONLY, '/used-cars-for-sale/suvs'],
    ['/search-vehicles/used-inventory/bodystyle/suv', USED_ONLY, '/used-cars-for-sale/suvs'],
    ['/search-vehicles/used-inventory/body-style/Truck', USED_ONLY, '/used-cars-for-sale/trucks'],
    ['/search-vehicles/used-inventory/bodystyle/spaceship', USED_ONLY, '/used-cars-for-sale'],
    ['/search-vehicles/used-inventory/make/toyota', USED_ONLY, '/used-cars-for-sale/toyota'],
    ['/search-vehicles/used-inventory/make/Toyota/Camry', USED_ONLY, '/used-cars-for-sale/toyota-camry'],
    [
      '/search-vehicles/used-inventory/make/Chevrolet/Silverado%201500',
      USED_ONLY,
      '/used-cars-for-sale/chevrolet-silverado-1500',
    ],
    ['/search-vehicles/used-inventory/model/honda/cr-v', USED_ONLY, '/used-cars-for-sale/honda-cr-v'],
    ['/search-vehicles/used-inventory/make/toyota/batmobile', USED_ONLY, '/used-cars-for-sale/toyota'],
    ['/search-vehicles/used-inventory/make/tesla/model-3', USED_ONLY, '/used-cars-for-sale'],
    ['/search-vehicles/used-inventory/make/constructor', USED_ONLY, '/used-cars-for-sale'],
    ['/search-vehicles/used-inventory/price/max/20000', USED_ONLY, '/used-cars-for-sale/price-under-20000'],
    ['/search-vehicles/used-inventory/price/min/10000', USED_ONLY, '/used-cars-for-sale/price-over-10000'],
    ['/search-vehicles/used-inventory/price/10000/20000', USED_ONLY, '/used-cars-for-sale/price-10000-to-20000'],
    ['/search-vehicles/used-inventory/price/20000', USED_ONLY, '/used-cars-for-sale/price-under-20000'],
    ['/search-vehicles/used-inventory/price/max/abc', USED_ONLY, '/used-cars-for-sale'],
    ['/search-vehicles/used-inventory/price/max', USED_ONLY, '/used-cars-for-sale'],
    ['/search-vehicles/used-inventory/mileage/max/85000', USED_ONLY, '/used-cars-for-sale?mileage=null,85000'],
    ['/search-vehicles/used-inventory/year/2018/2022', USED_ONLY, '/used-cars-for-sale?year=2018,2022'],
    ['/search-vehicles/used-inventory/year/2019', USED_ONLY, '/used-cars-for-sale?year=2019,2019'],
    ['/search-vehicles/used-inventory/year/min/2019', USED_ONLY, '/used-cars-for-sale?year=2019,null'],
    ['/search-vehicles/used-inventory/features/sunroof', USED_ONLY, '/used-cars-for-sale/with-sunroof'],
    ['/search-vehicles/used-inventory/feature/Heated%20Seats', USED_ONLY, '/used-cars-for-sale/with-heated-seats'],
    ['/search-vehicles/used-inventory/colour/red', USED_ONLY, '/used-cars-for-sale'], // unknown filter
    ['/search-vehicles/used-inventory/make/<script>', USED_ONLY, '/used-cars-for-sale'],
    ['/search-vehicles/stolen-inventory', USED_ONLY, null],
    ['/search-vehicles/used', USED_ONLY, null],
    ['/search-vehicles/used-inventory/price/max/1/2', USED_ONLY, null], // longer than the old shape
    ['/search-vehicles/%E0%A4%A', USED_ONLY, null],
  ])('%s', (url, ctx, location) => {
    expect(redirect(url, ctx)).toEqual(location === null ? null : { kind: 'location', location })
  })
})

describe('year paths go to financing (site.md section 2 "Special paths")', () => {
  it.each([
    ['/2010', '/auto-financing'],
    ['/2025', '/auto-financing'],
    ['/2017/05/some-old-post', '/auto-financing'],
    ['/2018/?gclid=abc', '/auto-financing?gclid=abc'],
    ['/2009', null],
    ['/2026', null],
    ['/201', null],
    ['/20155', null],
    ['/2015abc', null],
    ['/news/2015', null],
    ['/', null],
    ['/cars-for-sale', null],
  ])('%s -> %s', (url, location) => {
    expect(redirect(url, ALL)).toEqual(location === null ? null : { kind: 'location', location })
  })
})

describe('passthrough parameters', () => {
  it('keeps exactly the configured ones', () => {
    expect(
      legacyRedirect('/search-vehicles', { ref: 'x', utm_source: 'y' }, { ...USED_ONLY, passthroughParams: ['ref'] }),
    ).toEqual({
      kind: 'location',
      location: '/used-cars-for-sale?ref=x',
    })
  })
})
