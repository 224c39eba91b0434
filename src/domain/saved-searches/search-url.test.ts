import { describe, expect, it } from 'vitest'
import { readSavedSearchUrl } from './search-url'
import { TEST_VOCABULARY as V, USED_ONLY_VOCABULARY } from '../inventory/vocabulary-fixture'

describe('readSavedSearchUrl: a saved search is its results page, read by the page’s own parser', () => {
  it.each<[string, string, ReturnType<typeof readSavedSearchUrl>]>([
    ['every vehicle', '/cars-for-sale', { filters: {}, url: '/cars-for-sale' }],
    [
      'body style, make and price in the path',
      '/cars-for-sale/suvs/toyota/price-under-20000',
      {
        filters: { bodystyle: 'suvs', make: 'toyota', price: { max: 20000 } },
        url: '/cars-for-sale/suvs/toyota/price-under-20000',
      },
    ],
    [
      'the sort and the page are dropped: they change no match',
      '/used-cars-for-sale/honda-civic?sort=priceLow&page=3',
      { filters: { condition: 'used', make: 'honda', model: 'civic' }, url: '/used-cars-for-sale/honda-civic' },
    ],
    [
      'query filters in any order come back canonical',
      '/cars-for-sale?year=2019,null&color=red&payment=300',
      {
        filters: { color: 'red', payment: 300, year: { min: 2019 } },
        url: '/cars-for-sale?color=red&payment=300&year=2019,null',
      },
    ],
    [
      'features and a keyword',
      '/cars-for-sale/with-sunroof-and-heated-seats?q=Hybrid',
      {
        filters: { features: ['heated-seats', 'sunroof'], q: 'hybrid' },
        url: '/cars-for-sale/with-heated-seats-and-sunroof?q=hybrid',
      },
    ],
    [
      'ad tracking parameters are not part of a search',
      '/cars-for-sale/trucks?utm_source=google&gclid=abc',
      { filters: { bodystyle: 'trucks' }, url: '/cars-for-sale/trucks' },
    ],
    ['a make the inventory does not have (the page is a 404)', '/cars-for-sale/rivian', null],
    ['not a search page', '/contact-us', null],
    ['another host', 'https://evil.example/cars-for-sale', null],
    ['a protocol-relative address', '//evil.example/cars-for-sale', null],
    ['too long', `/cars-for-sale?q=${'a'.repeat(1000)}`, null],
  ])('%s', (_name, url, expected) => {
    expect(readSavedSearchUrl(url, V)).toEqual(expected)
  })

  it('a condition that is not live is no search (its page is a 404)', () => {
    expect(readSavedSearchUrl('/new-cars-for-sale', USED_ONLY_VOCABULARY)).toBeNull()
    expect(readSavedSearchUrl('/used-cars-for-sale', USED_ONLY_VOCABULARY)).toEqual({
      filters: { condition: 'used' },
      url: '/used-cars-for-sale',
    })
  })
})
