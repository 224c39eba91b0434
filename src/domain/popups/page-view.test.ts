import { describe, expect, it } from 'vitest'
import { pageViewOf, routeNameOf } from './page-view'

describe('routeNameOf (section 2 route names)', () => {
  it.each([
    ['/', 'home'],
    ['', 'home'],
    ['/cars-for-sale', 'cars-search-page'],
    ['/used-cars-for-sale/suvs/toyota', 'cars-search-page'],
    ['/used-cars-for-sale/2019-honda-accord-sport-1hgcv1f34ka000000', 'cars-direct-page'],
    ['/used-cars-for-sale/2019-honda-accord-sport-1hgcv1f34ka000000/', 'cars-direct-page'],
    ['/contact-us', 'contact-us'],
    ['/auto-financing/apply-for-financing', 'auto-financing-apply-for-financing'],
    ['/Service/', 'service'],
  ])('%s -> %s', (path, name) => {
    expect(routeNameOf(path)).toBe(name)
  })
})

describe('pageViewOf', () => {
  it('adds the vehicle params on a detail page, over the query', () => {
    expect(
      pageViewOf('/used-cars-for-sale/2019-honda-accord-sport-1hgcv1f34ka000000', { utm_source: 'google', vin: 'x' }),
    ).toEqual({
      name: 'cars-direct-page',
      path: '/used-cars-for-sale/2019-honda-accord-sport-1hgcv1f34ka000000',
      params: { utm_source: 'google', vin: '1HGCV1F34KA000000', year: 2019, condition: 'used' },
    })
  })

  it('keeps the query on other pages and normalises the path', () => {
    expect(pageViewOf('/service/', { make: 'kia' })).toEqual({
      name: 'service',
      path: '/service',
      params: { make: 'kia' },
    })
  })
})
