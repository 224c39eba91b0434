import { describe, expect, it } from 'vitest'
import { cacheControlFor, isBrokenPagePath, routeKind } from './serve-rules.mjs'
import { pathKind } from '@/domain/security/allowed-methods'
import { hasValidPercentEncoding } from '@/domain/security/path-encoding'

describe('isBrokenPagePath (issue 35)', () => {
  it.each([
    // The shapes issue 35 found answered 500 under `npm start`.
    ['/%ZZ', true],
    ['/cars-for-sale/%', true],
    ['/cars-for-sale/%C0%AF', true],
    ['/car-research/%ZZ', true],
    ['/special-offers/%ZZ', true],
    ['/our-company/meet-our-team/%ZZ', true],
    ['/%ED%A0%80', true],
    ['/api%ZZ/reviews', true],
    ['/cars-for-sale?q=%ZZ', false],
    ['/cars-for-sale/suvs', false],
    ['/cars-for-sale/%C3%A9', false],
    ['/api/vehicles/%ZZ', false],
    ['/api', false],
    ['/admin/%ZZ', false],
    ['/_next/static/%ZZ', false],
  ])('%s → %s', (target, broken) => {
    expect(isBrokenPagePath(target)).toBe(broken)
  })

  it("agrees with the proxy's own tests of the path (pathKind, hasValidPercentEncoding)", () => {
    const escapes = [
      '%',
      '%%',
      '%E0%A4%A',
      '%ZZ',
      '%C3',
      '%FF',
      '%ED%A0%80',
      '%2',
      '%G1',
      '%C0%AF',
      'a%',
      '%u0041',
      '%41',
    ]
    const prefixes = ['/', '/api', '/api/', '/admin', '/admin/', '/_next/', '/cars-for-sale/', '/apix', '/administer/']
    for (const prefix of prefixes)
      for (const escape of escapes) {
        const path = `${prefix}${escape}`
        const proxy = pathKind(path) === 'page' && !hasValidPercentEncoding(path)
        expect(isBrokenPagePath(path), path).toBe(proxy)
      }
  })
})

describe('cacheControlFor: no error kept by a shared cache for more than a minute (issue 35)', () => {
  it.each([
    [200, 'public, max-age=8640000', 'public, max-age=8640000'],
    [304, undefined, undefined],
    [500, 'public, max-age=8640000', 'no-store'],
    [404, 'public, max-age=8640000, immutable', 'no-store'],
    [404, undefined, 'no-store'],
    [
      404,
      'private, no-cache, no-store, max-age=0, must-revalidate',
      'private, no-cache, no-store, max-age=0, must-revalidate',
    ],
    [404, 'public, max-age=60', 'public, max-age=60'],
    [404, 'public, max-age=61', 'no-store'],
    [404, 'public, max-age=30, stale-while-revalidate=86400', 'no-store'],
    [503, 'max-age=10, s-maxage=3600', 'no-store'],
    [503, 'max-age=3600, s-maxage=10', 'max-age=3600, s-maxage=10'],
    [403, 'private, max-age=600', 'private, max-age=600'],
    [400, 'no-cache', 'no-cache'],
    [400, 'public', 'no-store'],
    [410, 'public, max-age=abc', 'no-store'],
  ] as const)('%i with %s → %s', (status, given, sent) => {
    expect(cacheControlFor(status, given)).toBe(sent)
  })
})

describe('routeKind: the one label of the request metrics besides the status (issue 35)', () => {
  it.each([
    ['/', 'page'],
    ['/cars-for-sale/suvs?price=10000', 'page'],
    ['/used-2019-honda-civic-lx-2HGFC2F59KH000000', 'page'],
    ['/sitemap.xml', 'page'],
    ['/robots.txt', 'page'],
    ['/feeds/google-vehicle-listings.csv', 'page'],
    ['/page-not-found', 'page'],
    ['/api/leads', 'api'],
    ['/api/graphql', 'api'],
    ['/api/metrics', 'api'],
    ['/api', 'api'],
    ['/apiary', 'page'],
    ['/api/media/file/civic-1.webp?prefix=media', 'asset'],
    ['/admin', 'admin'],
    ['/admin/collections/leads/12', 'admin'],
    ['/administrator', 'page'],
    ['/_next/static/chunks/main.js', 'asset'],
    ['/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fx.webp&w=640&q=75', 'asset'],
    ['/vehicle-images/1.jpg', 'asset'],
    ['/static/logo.svg', 'asset'],
    ['/favicon.ico', 'asset'],
    ['/manifest.webmanifest', 'asset'],
  ])('%s → %s', (target, kind) => {
    expect(routeKind(target)).toBe(kind)
  })
})
