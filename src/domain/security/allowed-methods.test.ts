import { describe, expect, it } from 'vitest'
import { allowedMethods, isMethodRefused, pathKind } from './allowed-methods'

describe('pathKind', () => {
  it.each([
    ['/', 'page'],
    ['/cars-for-sale/used', 'page'],
    ['/robots.txt', 'page'],
    ['/feeds/google-vehicle-listings.csv', 'page'],
    ['/apiary', 'page'],
    ['/administration', 'page'],
    ['/api', 'api'],
    ['/api/leads', 'api'],
    ['/admin', 'admin'],
    ['/admin/collections/leads', 'admin'],
    ['/_next/static/chunks/a.js', 'next-asset'],
  ])('%s -> %s', (pathname, kind) => {
    expect(pathKind(pathname)).toBe(kind)
  })
})

describe('isMethodRefused (issue 16, section 2)', () => {
  it.each([
    // [method, path, refused]
    ['GET', '/', false],
    ['HEAD', '/cars-for-sale', false],
    ['get', '/contact-us', false],
    ['POST', '/contact-us', true],
    ['PUT', '/', true],
    ['PATCH', '/cars-for-sale', true],
    ['DELETE', '/news/x', true],
    ['OPTIONS', '/', true],
    ['PROPFIND', '/', true],
    ['FOO', '/robots.txt', true],
    ['POST', '/admin/collections/leads', false],
    ['DELETE', '/admin', true],
    ['PUT', '/_next/static/a.js', true],
    ['GET', '/_next/static/a.js', false],
    // API routes answer for themselves (Next's 405, Payload's own methods).
    ['DELETE', '/api/vehicles/1', false],
    ['PROPFIND', '/api/leads', false],
    ['OPTIONS', '/api/leads', false],
  ])('%s %s -> %s', (method, pathname, refused) => {
    expect(isMethodRefused(method, pathname)).toBe(refused)
  })

  it('lists the methods for the Allow header', () => {
    expect(allowedMethods('/')).toEqual(['GET', 'HEAD'])
    expect(allowedMethods('/admin/login')).toEqual(['GET', 'HEAD', 'POST'])
    expect(allowedMethods('/api/leads')).toBeNull()
  })
})
