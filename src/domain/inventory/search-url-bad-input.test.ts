import { describe, expect, it } from 'vitest'
import { toQueryRecord } from './query'
import { canonicalizeSearch, parseSearchPath, splitPath, SEARCH_QUERY_PARAMS } from './search-url'
import { TEST_VOCABULARY as V } from './vocabulary-fixture'

function canonical(url: string) {
  const [path, search = ''] = url.split('?')
  return canonicalizeSearch(path, toQueryRecord(search), V)
}

const INJECTIONS = [
  "' OR '1'='1",
  '1; DROP TABLE vehicles; --',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../etc/passwd',
  '${7*7}{{7*7}}',
  '%00',
  '\u0000\r\nSet-Cookie: a=b',
  'constructor',
  '__proto__',
]

describe('unreadable paths are not ok (404)', () => {
  it.each([
    ['/cars-for-sale/spaceships', 'unknown-segment'],
    ['/cars-for-sale/tesla', 'unknown-segment'],
    ['/cars-for-sale/toyota-civic', 'unknown-segment'],
    ['/cars-for-sale/price-under-abc', 'bad-price'],
    ['/cars-for-sale/price-over--1', 'bad-price'],
    ['/cars-for-sale/price-under-99999999999', 'bad-price'],
    ['/cars-for-sale/with-jetpack', 'unknown-feature'],
    ['/cars-for-sale/suvs/sedans', 'duplicate-segment'],
    ['/cars-for-sale/toyota/honda', 'duplicate-segment'],
    ['/cars-for-sale/toyota/suvs', 'out-of-order'],
    ['/cars-for-sale/price-under-20000/suvs', 'out-of-order'],
    ['/cars-for-sale/with-sunroof/toyota', 'out-of-order'],
    ['/cars-for-sale/suvs/toyota/with-sunroof/price-under-20000', 'too-many-segments'],
    ['/stolen-cars-for-sale', 'not-search'],
    ['/cars-for-rent', 'not-search'],
    ['/', 'not-search'],
    ['/used-cars-for-sale/2019-honda-accord-sport-1hgcv1f34ka000000', 'unknown-segment'], // a detail page, not a search
  ])('%s -> %s', (url, reason) => {
    expect(canonical(url)).toEqual({ ok: false, reason })
  })

  it.each(INJECTIONS)('path segment %j', (value) => {
    expect(parseSearchPath(['cars-for-sale', value], {}, V).ok).toBe(false)
    expect(parseSearchPath(['cars-for-sale', 'suvs', value], {}, V).ok).toBe(false)
    expect(parseSearchPath([value], {}, V).ok).toBe(false)
  })
})

describe('bad query values are dropped and the URL is not canonical', () => {
  it.each([
    ['/cars-for-sale?page=-1', '/cars-for-sale'],
    ['/cars-for-sale?page=0', '/cars-for-sale'],
    ['/cars-for-sale?page=abc', '/cars-for-sale'],
    ['/cars-for-sale?page=1', '/cars-for-sale'],
    ['/cars-for-sale?page=999999', '/cars-for-sale?page=10000'], // the page clamps further with clampPage
    ['/cars-for-sale?sort=newest', '/cars-for-sale'],
    ['/cars-for-sale?sort=pricelow', '/cars-for-sale?sort=priceLow'],
    ['/cars-for-sale?sort=cheapest', '/cars-for-sale'],
    ['/cars-for-sale?year=abc', '/cars-for-sale'],
    ['/cars-for-sale?year=2022,2018', '/cars-for-sale?year=2018,2022'],
    ['/cars-for-sale?mileage=,85000', '/cars-for-sale?mileage=null,85000'],
    ['/cars-for-sale?store=chicago', '/cars-for-sale'], // not a known store
    ['/cars-for-sale?store=Rockford', '/cars-for-sale?store=rockford'],
    ['/cars-for-sale?q=%20Camry%20', '/cars-for-sale?q=camry'],
    ['/cars-for-sale?q=', '/cars-for-sale'],
    ['/cars-for-sale?great-deals=free-cars', '/cars-for-sale'],
    ['/cars-for-sale?great-deals=Price-Drop', '/cars-for-sale?great-deals=price-drop'],
    ['/cars-for-sale?page=2&sort=priceLow&page=3', '/cars-for-sale?page=2&sort=priceLow'], // repeated: first wins
    ['/cars-for-sale?year=2018,2022&q=camry', '/cars-for-sale?q=camry&year=2018,2022'], // names sorted
    ['/Cars-For-Sale/SUVs/Toyota-Camry', '/cars-for-sale/suvs/toyota-camry'],
    ['/cars-for-sale/suvs/', '/cars-for-sale/suvs'],
    ['/cars-for-sale/with-sunroof-and-heated-seats', '/cars-for-sale/with-heated-seats-and-sunroof'],
    ['/cars-for-sale/with-sunroof-and-sunroof', '/cars-for-sale/with-sunroof'],
    ['/cars-for-sale/price-0-to-20000', '/cars-for-sale/price-under-20000'],
    ['/cars-for-sale/price-30000-to-20000', '/cars-for-sale/price-20000-to-30000'],
    ['/cars-for-sale/price-over-0', '/cars-for-sale'],
    ['/cars-for-sale/price-under-020000', '/cars-for-sale/price-under-20000'],
    ['/cars-for-sale?price=null,20000', '/cars-for-sale/price-under-20000'], // room in the path
    ['/cars-for-sale/price-under-20000?price=null,5000', '/cars-for-sale/price-under-20000'], // path wins
  ])('%s -> %s', (url, expected) => {
    expect(canonical(url)).toMatchObject({ ok: true, canonicalUrl: expected, isCanonical: false })
  })

  it.each(SEARCH_QUERY_PARAMS.flatMap((param) => INJECTIONS.map((value) => [param, value] as const)))(
    '%s=%j',
    (param, value) => {
      const result = canonicalizeSearch('/cars-for-sale', { [param]: value }, V)
      if (!result.ok) throw new Error(result.reason)
      // A keyword is free text: a harmless one ('constructor') may already be canonical.
      if (param !== 'q') expect(result.isCanonical).toBe(false)
      // Nothing dangerous survives into the URL or the filters: only the keyword may keep text, cleaned.
      expect(result.canonicalUrl).not.toMatch(/[<>"' ;\\\u0000\r\n]/)
      expect(result.redirectUrl).not.toMatch(/[<>"' ;\\\u0000\r\n]/)
      const { q, ...rest } = result.filters
      expect(rest).toEqual({})
      if (q !== undefined) {
        expect(q).toMatch(/^[\p{L}\p{N} \-'.&/+]{1,100}$/u)
        expect(q).not.toMatch(/[<>";]/)
      }
    },
  )

  it('cuts a long keyword to 100 characters', () => {
    const result = parseSearchPath(['cars-for-sale'], { q: 'camry '.repeat(50) }, V)
    expect(result.ok && result.filters.q?.length).toBeLessThanOrEqual(100)
  })
})

describe('parameters the search does not read', () => {
  it('are ignored for the canonical check and kept on the redirect', () => {
    expect(canonical('/cars-for-sale/suvs?utm_source=google&gclid=abc')).toMatchObject({
      ok: true,
      canonicalUrl: '/cars-for-sale/suvs',
      isCanonical: true,
    })
    expect(canonical('/cars-for-sale/SUVs?utm_source=google&sort=newest&gclid=a%3Cb')).toMatchObject({
      ok: true,
      canonicalUrl: '/cars-for-sale/suvs',
      isCanonical: false,
      redirectUrl: '/cars-for-sale/suvs?gclid=a%3Cb&utm_source=google',
    })
  })

  it('treat a repeated search parameter as not canonical', () => {
    expect(canonicalizeSearch('/cars-for-sale', { page: ['2', '2'] }, V)).toMatchObject({
      ok: true,
      canonicalUrl: '/cars-for-sale?page=2',
      isCanonical: false,
    })
  })

  it('splitPath drops the query and empty parts', () => {
    expect(splitPath('//cars-for-sale//suvs/?x=1')).toEqual(['cars-for-sale', 'suvs'])
  })
})
