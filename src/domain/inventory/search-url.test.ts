import { describe, expect, it } from 'vitest'
import type { SearchFilters, SortOption } from './filters'
import { toQueryRecord } from './query'
import { canonicalizeSearch, formatSearchUrl, parseSearchPath, splitPath } from './search-url'
import { TEST_VOCABULARY as V, USED_ONLY_VOCABULARY } from './vocabulary-fixture'

/** Parse a full URL the way the page would see it. */
function parseUrl(url: string, vocabulary = V) {
  const [path, search = ''] = url.split('?')
  return parseSearchPath(splitPath(path), toQueryRecord(search), vocabulary)
}

/** Filter sets in normal form, their sort and page, and the one canonical URL each has. */
const CANONICAL: Array<[SearchFilters, SortOption, number, string]> = [
  [{}, 'newest', 1, '/cars-for-sale'],
  [{ condition: 'used' }, 'newest', 1, '/used-cars-for-sale'],
  [{ condition: 'new' }, 'newest', 1, '/new-cars-for-sale'],
  [{ condition: 'certified', bodystyle: 'suvs' }, 'newest', 1, '/certified-cars-for-sale/suvs'],
  [{ bodystyle: 'sedans' }, 'newest', 1, '/cars-for-sale/sedans'],
  [{ make: 'toyota' }, 'newest', 1, '/cars-for-sale/toyota'],
  [{ make: 'toyota', model: 'camry' }, 'newest', 1, '/cars-for-sale/toyota-camry'],
  [{ make: 'honda', model: 'cr-v' }, 'newest', 1, '/cars-for-sale/honda-cr-v'],
  [{ make: 'chevrolet', model: 'silverado-1500' }, 'newest', 1, '/cars-for-sale/chevrolet-silverado-1500'],
  [{ make: 'bmw', model: '3-series' }, 'newest', 1, '/cars-for-sale/bmw-3-series'],
  [{ make: 'land-rover', model: 'range-rover' }, 'newest', 1, '/cars-for-sale/land-rover-range-rover'],
  [{ features: ['sunroof'] }, 'newest', 1, '/cars-for-sale/with-sunroof'],
  [{ features: ['heated-seats', 'sunroof'] }, 'newest', 1, '/cars-for-sale/with-heated-seats-and-sunroof'],
  [{ features: ['rock-and-roll', 'sunroof'] }, 'newest', 1, '/cars-for-sale/with-rock-and-roll-and-sunroof'],
  [{ price: { max: 20000 } }, 'newest', 1, '/cars-for-sale/price-under-20000'],
  // color and monthly payment (issue 38): query filters, names sorted with the others
  [{ color: 'red' }, 'newest', 1, '/cars-for-sale?color=red'],
  [{ bodystyle: 'suvs', color: 'red', payment: 300 }, 'newest', 1, '/cars-for-sale/suvs?color=red&payment=300'],
  [
    { condition: 'used', payment: 250, store: 'rockford' },
    'newest',
    1,
    '/used-cars-for-sale?payment=250&store=rockford',
  ],
  [{ price: { min: 15000 } }, 'newest', 1, '/cars-for-sale/price-over-15000'],
  [{ price: { min: 10000, max: 20000 } }, 'newest', 1, '/cars-for-sale/price-10000-to-20000'],
  [
    { condition: 'used', bodystyle: 'trucks', make: 'ford', model: 'f-150' },
    'newest',
    1,
    '/used-cars-for-sale/trucks/ford-f-150',
  ],
  [
    { bodystyle: 'suvs', make: 'toyota', features: ['sunroof'] },
    'newest',
    1,
    '/cars-for-sale/suvs/toyota/with-sunroof',
  ],
  [{ bodystyle: 'suvs', price: { max: 30000 } }, 'newest', 1, '/cars-for-sale/suvs/price-under-30000'],
  [
    { make: 'honda', features: ['navigation'], price: { max: 25000 } },
    'newest',
    1,
    '/cars-for-sale/honda/with-navigation/price-under-25000',
  ],
  // four kinds: price overflows to ?price=min,max
  [
    {
      condition: 'used',
      bodystyle: 'suvs',
      make: 'toyota',
      model: 'rav4',
      features: ['apple-carplay', 'sunroof'],
      price: { max: 30000 },
    },
    'newest',
    1,
    '/used-cars-for-sale/suvs/toyota-rav4/with-apple-carplay-and-sunroof?price=null,30000',
  ],
  [
    { bodystyle: 'suvs', make: 'toyota', features: ['sunroof'], price: { min: 5000, max: 9000 } },
    'newest',
    1,
    '/cars-for-sale/suvs/toyota/with-sunroof?price=5000,9000',
  ],
  // query-only filters, names sorted
  [{ year: { min: 2018, max: 2022 } }, 'newest', 1, '/cars-for-sale?year=2018,2022'],
  [{ mileage: { max: 85000 } }, 'newest', 1, '/cars-for-sale?mileage=null,85000'],
  [{ store: 'rockford' }, 'newest', 1, '/cars-for-sale?store=rockford'],
  [{ q: 'camry' }, 'newest', 1, '/cars-for-sale?q=camry'],
  [{ q: 'honda cr-v' }, 'newest', 1, '/cars-for-sale?q=honda%20cr-v'],
  [{ greatDeals: 'price-drop' }, 'newest', 1, '/cars-for-sale?great-deals=price-drop'],
  [
    { greatDeals: 'premium-upgrades', price: { max: 20000 } },
    'newest',
    1,
    '/cars-for-sale/price-under-20000?great-deals=premium-upgrades',
  ],
  [{}, 'priceLow', 1, '/cars-for-sale?sort=priceLow'],
  [{}, 'newest', 2, '/cars-for-sale?page=2'],
  [
    { condition: 'used', make: 'toyota', model: 'camry' },
    'mileage',
    3,
    '/used-cars-for-sale/toyota-camry?page=3&sort=mileage',
  ],
  [
    { year: { min: 2018, max: 2022 }, mileage: { max: 85000 }, store: 'rockford', q: 'camry' },
    'priceLow',
    2,
    '/cars-for-sale?mileage=null,85000&page=2&q=camry&sort=priceLow&store=rockford&year=2018,2022',
  ],
  [
    {
      condition: 'used',
      bodystyle: 'sedans',
      make: 'toyota',
      features: ['backup-camera'],
      price: { min: 8000, max: 16000 },
      year: { min: 2015 },
      greatDeals: 'price-drop',
      q: 'le',
    },
    'year',
    4,
    '/used-cars-for-sale/sedans/toyota/with-backup-camera?great-deals=price-drop&page=4&price=8000,16000&q=le&sort=year&year=2015,null',
  ],
]

describe('formatSearchUrl: one canonical URL per search', () => {
  it.each(CANONICAL)('%j %s p%d -> %s', (filters, sort, page, url) => {
    expect(formatSearchUrl(filters, sort, page)).toBe(url)
  })
})

describe('round trip: parse(format(f)) equals f', () => {
  it.each(CANONICAL)('%j %s p%d', (filters, sort, page) => {
    expect(parseUrl(formatSearchUrl(filters, sort, page))).toEqual({ ok: true, filters, sort, page })
  })
})

describe('round trip: format(parse(url)) equals url, and it is canonical', () => {
  it.each(CANONICAL.map(([, , , url]) => [url]))('%s', (url) => {
    const parsed = parseUrl(url)
    if (!parsed.ok) throw new Error(parsed.reason)
    expect(formatSearchUrl(parsed.filters, parsed.sort, parsed.page)).toBe(url)
    const [path, search = ''] = url.split('?')
    expect(canonicalizeSearch(path, toQueryRecord(search), V)).toMatchObject({
      ok: true,
      canonicalUrl: url,
      isCanonical: true,
    })
  })
})

describe('formatSearchUrl normalizes what it is given', () => {
  it.each<[SearchFilters, string]>([
    [{ make: 'Toyota', model: 'Camry' }, '/cars-for-sale/toyota-camry'],
    [{ make: 'Chevrolet', model: 'Silverado 1500' }, '/cars-for-sale/chevrolet-silverado-1500'],
    [{ model: 'camry' }, '/cars-for-sale'], // model only with make
    [{ features: ['Sunroof', 'Heated Seats', 'sunroof'] }, '/cars-for-sale/with-heated-seats-and-sunroof'],
    [{ features: [] }, '/cars-for-sale'],
    [{ price: { min: 0, max: 20000 } }, '/cars-for-sale/price-under-20000'],
    [{ price: { min: 30000, max: 20000 } }, '/cars-for-sale/price-20000-to-30000'],
    [{ price: {} }, '/cars-for-sale'],
    [{ private: true }, '/cars-for-sale'], // never in a URL
    [{ q: '  <b>Camry</b>  ' }, '/cars-for-sale?q=b%20camry%20%2Fb'],
    [{ q: '   ' }, '/cars-for-sale'],
    [{ store: 'Rockford' }, '/cars-for-sale?store=rockford'],
    [{ color: 'mauve' as never }, '/cars-for-sale'],
    [{ payment: 0 }, '/cars-for-sale'],
    [{ payment: 299.5 }, '/cars-for-sale'],
    [{ payment: 10_001 }, '/cars-for-sale'],
    [{ bodystyle: 'spaceships' as never }, '/cars-for-sale'],
    [{ condition: 'stolen' as never }, '/cars-for-sale'],
  ])('%j -> %s', (filters, url) => {
    expect(formatSearchUrl(filters)).toBe(url)
  })

  it.each([
    [0, '/cars-for-sale'],
    [-1, '/cars-for-sale'],
    [2.7, '/cars-for-sale?page=2'],
    [Number.NaN, '/cars-for-sale'],
    [1e9, '/cars-for-sale?page=10000'],
  ])('page %d -> %s', (page, url) => {
    expect(formatSearchUrl({}, 'newest', page)).toBe(url)
  })
})

describe('color and payment from a URL', () => {
  it.each<[string, string]>([
    ['/cars-for-sale?color=RED', '/cars-for-sale?color=red'],
    ['/cars-for-sale?color=mauve', '/cars-for-sale'],
    ['/cars-for-sale?payment=300.50', '/cars-for-sale'],
    ['/cars-for-sale?payment=-5', '/cars-for-sale'],
    ['/cars-for-sale?payment=0300', '/cars-for-sale?payment=300'],
    ['/cars-for-sale/suvs?payment=300&color=red', '/cars-for-sale/suvs?color=red&payment=300'],
  ])('%s -> %s', (url, canonical) => {
    const [path, search = ''] = url.split('?')
    const c = canonicalizeSearch(path, toQueryRecord(search), V)
    expect(c.ok && c.canonicalUrl).toBe(canonical)
  })
})

describe('live conditions', () => {
  it.each([
    ['/used-cars-for-sale', true],
    ['/cars-for-sale', true],
    ['/new-cars-for-sale', false],
    ['/certified-cars-for-sale/suvs', false],
  ])('used-only site: %s readable = %s', (url, ok) => {
    expect(parseUrl(url, USED_ONLY_VOCABULARY).ok).toBe(ok)
  })
})
