import { describe, expect, it } from 'vitest'
import { toQueryRecord } from './query'
import {
  AFFORDABLE_PAGE,
  formatSpecialPageUrl,
  matchSpecialPage,
  QUAD_CITIES_PAGE,
  specialPages,
  under20kPage,
  WARRANTY_MILEAGE_QUERY,
} from './special-pages'

const PAGES = specialPages('used-cars-under-20k')

function match(url: string, pages = PAGES) {
  const [path, search = ''] = url.split('?')
  const m = matchSpecialPage(path, toQueryRecord(search), pages)
  return m && { path: m.special.path, filters: m.filters, sort: m.sort, page: m.page }
}

describe('matchSpecialPage', () => {
  it.each([
    ['/used-cars-for-sale-in-quad-cities', { path: QUAD_CITIES_PAGE.path, filters: {}, sort: 'newest', page: 1 }],
    [
      '/used-cars-for-sale-in-quad-cities?great-deals=price-drop',
      { path: QUAD_CITIES_PAGE.path, filters: { greatDeals: 'price-drop' }, sort: 'newest', page: 1 },
    ],
    [
      '/used-cars-for-sale-in-quad-cities?great-deals=premium-upgrades&page=2',
      { path: QUAD_CITIES_PAGE.path, filters: { greatDeals: 'premium-upgrades' }, sort: 'newest', page: 2 },
    ],
    [
      '/used-cars-for-sale-in-quad-cities?great-deals=<script>',
      { path: QUAD_CITIES_PAGE.path, filters: {}, sort: 'newest', page: 1 },
    ],
    [
      '/used-cars-for-sale-in-quad-cities?mileage=null,85000',
      { path: QUAD_CITIES_PAGE.path, filters: {}, sort: 'newest', page: 1 },
    ], // not read here
    [
      '/affordable-used-cars-for-sale-quad-cities',
      { path: AFFORDABLE_PAGE.path, filters: { price: { max: 20000 } }, sort: 'newest', page: 1 },
    ],
    [
      '/Affordable-Used-Cars-For-Sale-Quad-Cities/?sort=priceLow',
      { path: AFFORDABLE_PAGE.path, filters: { price: { max: 20000 } }, sort: 'priceLow', page: 1 },
    ],
    [
      '/used-cars-under-20k',
      { path: '/used-cars-under-20k', filters: { price: { max: 20000 } }, sort: 'newest', page: 1 },
    ],
    [
      '/used-cars-under-20k/great_deals/price_drop',
      {
        path: '/used-cars-under-20k',
        filters: { price: { max: 20000 }, greatDeals: 'price-drop' },
        sort: 'newest',
        page: 1,
      },
    ],
    [
      '/used-cars-under-20k/great_deals/premium_upgrades',
      {
        path: '/used-cars-under-20k',
        filters: { price: { max: 20000 }, greatDeals: 'premium-upgrades' },
        sort: 'newest',
        page: 1,
      },
    ],
    [
      `/used-cars-under-20k?${WARRANTY_MILEAGE_QUERY}`,
      {
        path: '/used-cars-under-20k',
        filters: { price: { max: 20000 }, mileage: { max: 85000 } },
        sort: 'newest',
        page: 1,
      },
    ],
    [
      '/used-cars-under-20k/great_deals/price_drop?mileage=null,85000&great-deals=premium-upgrades',
      {
        path: '/used-cars-under-20k',
        filters: { price: { max: 20000 }, greatDeals: 'price-drop', mileage: { max: 85000 } },
        sort: 'newest',
        page: 1,
      },
    ],
    [
      '/used-cars-under-20k?mileage=null,abc',
      { path: '/used-cars-under-20k', filters: { price: { max: 20000 } }, sort: 'newest', page: 1 },
    ],
    ['/used-cars-under-20k/great_deals/free_cars', null],
    ['/used-cars-under-20k/great_deals', null],
    ['/used-cars-under-20k/constructor', null],
    ['/affordable-used-cars-for-sale-quad-cities/great_deals/price_drop', null], // the token page has these, not this one
    ['/used-cars-for-sale-in-quad-cities-2', null],
    ['/cars-for-sale', null],
  ])('%s', (url, expected) => {
    expect(match(url)).toEqual(expected)
  })

  it('gives the affordable page the under-$20K sub-paths when the token names it', () => {
    const pages = specialPages('affordable-used-cars-for-sale-quad-cities')
    expect(pages).toHaveLength(2)
    expect(
      match('/affordable-used-cars-for-sale-quad-cities/great_deals/price_drop?mileage=null,85000', pages)?.filters,
    ).toEqual({
      price: { max: 20000 },
      greatDeals: 'price-drop',
      mileage: { max: 85000 },
    })
  })

  it('refuses a token that is not a slug (configuration bug)', () => {
    expect(() => under20kPage('../admin')).toThrow()
    expect(specialPages()).toEqual([QUAD_CITIES_PAGE, AFFORDABLE_PAGE])
  })
})

describe('formatSpecialPageUrl', () => {
  const under = under20kPage('used-cars-under-20k')
  it.each<[typeof under, Parameters<typeof formatSpecialPageUrl>[1], string]>([
    [QUAD_CITIES_PAGE, {}, '/used-cars-for-sale-in-quad-cities'],
    [QUAD_CITIES_PAGE, { greatDeals: 'price-drop' }, '/used-cars-for-sale-in-quad-cities?great-deals=price-drop'],
    [AFFORDABLE_PAGE, { greatDeals: 'price-drop' }, '/affordable-used-cars-for-sale-quad-cities'], // not offered there
    [under, { greatDeals: 'price-drop' }, '/used-cars-under-20k/great_deals/price_drop'],
    [
      under,
      { greatDeals: 'premium-upgrades', mileage: { max: 85000 } },
      '/used-cars-under-20k/great_deals/premium_upgrades?mileage=null,85000',
    ],
    [
      under,
      { mileage: { max: 85000 }, sort: 'priceLow', page: 2 },
      '/used-cars-under-20k?mileage=null,85000&page=2&sort=priceLow',
    ],
  ])('%j %j -> %s', (special, options, url) => {
    expect(formatSpecialPageUrl(special, options)).toBe(url)
    const m = match(url)
    expect(m?.path).toBe(special.path)
  })
})
