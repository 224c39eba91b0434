import { describe, expect, it } from 'vitest'
import { acceptsGzip, fastPathFacts, type RawPageRequest } from './raw-request'
import { pageCacheDecision } from './policy'

const get = (url: string, headers: RawPageRequest['headers'] = {}): RawPageRequest => ({
  method: 'GET',
  url,
  headers: { host: 'shop.example', ...headers },
})

describe('fastPathFacts', () => {
  it('reads path, query, header names and cookies', () => {
    const got = fastPathFacts(
      get('/cars-for-sale/suvs?sort=priceLow', { cookie: 'userSelectedStore=2', accept: 'text/html' }),
      'gpc',
    )
    expect(got?.facts.pathname).toBe('/cars-for-sale/suvs')
    expect(got?.facts.search).toBe('?sort=priceLow')
    expect(got?.facts.cookies.get('userSelectedStore')).toBe('2')
    expect(got?.facts.headers.has('accept')).toBe(true)
    expect(got?.https).toBe(false)
  })

  it.each([
    ['a path the URL parser rewrites', '/cars-for-sale/./suvs'],
    ['a path with a dot segment', '/cars-for-sale/../cars-for-sale'],
    ['an empty query', '/cars-for-sale?'],
    ['a path that does not decode', '/cars-for-sale/%E0%A4%A'],
    ['an absolute-form target', 'http://evil.example/cars-for-sale'],
    ['a protocol-relative target', '//evil.example/cars-for-sale'],
    ['no target', ''],
  ])('leaves %s to Next', (_name, url) => {
    expect(fastPathFacts(get(url), 'gpc')).toBeNull()
  })

  it('leaves a visitor whose GPC header and cookie disagree to the proxy (it sets or clears the cookie)', () => {
    expect(fastPathFacts(get('/cars-for-sale', { 'sec-gpc': '1' }), 'gpc')).toBeNull()
    expect(fastPathFacts(get('/cars-for-sale', { cookie: 'gpc=1' }), 'gpc')).toBeNull()
    expect(fastPathFacts(get('/cars-for-sale', { 'sec-gpc': '1', cookie: 'gpc=1' }), 'gpc')).not.toBeNull()
  })

  it('says https when a proxy in front forwarded https', () => {
    expect(fastPathFacts(get('/cars-for-sale', { 'x-forwarded-proto': 'https' }), 'gpc')?.https).toBe(true)
  })

  it('gives the same cache key as the proxy for the same request, and none for a pass holder', () => {
    const plain = fastPathFacts(get('/cars-for-sale?page=2', { cookie: 'userSelectedStore=3' }), 'gpc')
    expect(plain && pageCacheDecision(plain.facts)).toEqual({
      cache: true,
      key: 'en\u0000/cars-for-sale?page=2\u00003\u0000browser',
    })
    const pass = fastPathFacts(get('/cars-for-sale', { cookie: 'unlockAccess=signed' }), 'gpc')
    expect(pass && pageCacheDecision(pass.facts).cache).toBe(false)
    const rsc = fastPathFacts(get('/cars-for-sale', { rsc: '1' }), 'gpc')
    expect(rsc && pageCacheDecision(rsc.facts).cache).toBe(false)
  })
})

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['GZIP', true],
    ['*', true],
    ['gzip;q=0', false],
    ['identity', false],
    ['br', false],
    ['', false],
    [undefined, false],
  ])('%s: %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected)
  })
})
