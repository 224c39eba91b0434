import { describe, expect, it } from 'vitest'
import { canonicalLink, canonicalPath, isIndexableSearch } from './canonical'
import type { SearchFilters } from './filters'
import type { QueryInput } from './query'

describe('canonicalLink', () => {
  it.each<[string, QueryInput, Parameters<typeof canonicalLink>[2], string]>([
    ['/cars-for-sale/suvs', {}, { whitelist: [] }, '/cars-for-sale/suvs'],
    ['/cars-for-sale/suvs', { utm_source: 'x', page: '2' }, { whitelist: ['page'] }, '/cars-for-sale/suvs?page=2'],
    [
      '/cars-for-sale',
      { year: '2018,2022', page: '2', q: 'camry', gclid: 'z' },
      { whitelist: ['year', 'q', 'page'] },
      '/cars-for-sale?page=2&q=camry&year=2018,2022',
    ],
    ['/Cars-For-Sale/SUVs/', { Page: '2' }, { whitelist: ['page'], lowercasePath: true }, '/cars-for-sale/suvs'],
    ['/Cars-For-Sale/SUVs/', {}, { whitelist: [] }, '/Cars-For-Sale/SUVs'],
    ['/contact-us?x=1#top', { x: '1' }, { whitelist: [] }, '/contact-us'],
    ['/', { q: ' ' }, { whitelist: ['q'] }, '/'],
    ['/cars-for-sale', { q: ['camry', 'civic'] }, { whitelist: ['q'] }, '/cars-for-sale?q=camry'],
    ['/cars-for-sale', { q: '"><script>' }, { whitelist: ['q'] }, '/cars-for-sale?q=%22%3E%3Cscript%3E'],
    ['/cars-for-sale', { constructor: 'x' }, { whitelist: ['constructor'] }, '/cars-for-sale?constructor=x'],
    ['/cars-for-sale', {}, { whitelist: ['constructor', 'toString'] }, '/cars-for-sale'],
    ['/cars-for-sale/', {}, { whitelist: [], origin: 'https://example.com/' }, 'https://example.com/cars-for-sale'],
  ])('%s %j -> %s', (path, query, options, expected) => {
    expect(canonicalLink(path, query, options)).toBe(expected)
  })

  it.each([
    ['/', '/'],
    ['', '/'],
    ['//a//b/', '/a/b'],
  ])('canonicalPath %j -> %s', (path, expected) => {
    expect(canonicalPath(path)).toBe(expected)
  })
})

describe('isIndexableSearch', () => {
  const SITEMAP = [
    'https://example.com/cars-for-sale/suvs',
    '/used-cars-for-sale/toyota-camry/',
    '/Cars-For-Sale/Price-Under-20000',
    '/cars-for-sale/suvs/toyota/with-sunroof?price=null,30000',
  ]
  it.each<[SearchFilters, boolean]>([
    [{}, true],
    [{ condition: 'used' }, true],
    [{ bodystyle: 'suvs' }, true],
    [{ condition: 'used', make: 'toyota', model: 'camry' }, true],
    [{ make: 'Toyota', model: 'Camry', condition: 'used' }, true], // normalized first
    [{ price: { max: 20000 } }, true],
    [{ price: { min: 0, max: 20000 } }, true],
    [{ bodystyle: 'suvs', make: 'toyota', features: ['sunroof'], price: { max: 30000 } }, true],
    [{ bodystyle: 'sedans' }, false],
    [{ make: 'toyota', model: 'camry' }, false], // listed only under used
    [{ bodystyle: 'suvs', q: 'camry' }, false],
    [{ bodystyle: 'suvs', store: 'rockford' }, false],
    [{ q: 'camry' }, false],
    [{ bodystyle: 'suvs', private: true }, false],
    [{ private: true }, false],
  ])('%j -> %s', (filters, expected) => {
    expect(isIndexableSearch(filters, SITEMAP)).toBe(expected)
  })
})
