import { describe, expect, it } from 'vitest'
import { isReadOverride, isSerialId, restIdProblem, restQueryProblem, type RestCollection } from './rest-request'

// Paths as Payload 3's sanitized config lists them for an auth collection and a plain one.
const DEFAULTS = ['/:id/duplicate', '/count', '/', '/:id', '/access/:id?', '/versions', '/versions/:id']
const AUTH = [
  '/access',
  '/:id/api-key/reveal',
  '/forgot-password',
  '/init',
  '/login',
  '/logout',
  '/me',
  '/refresh-token',
  '/first-register',
  '/reset-password',
  '/unlock',
  '/verify/:id',
]
const COLLECTIONS: RestCollection[] = [
  { slug: 'vehicles', endpointPaths: ['/search', ...DEFAULTS] },
  { slug: 'users', endpointPaths: [...AUTH, ...DEFAULTS] },
]

describe('isSerialId', () => {
  it.each([
    ['1', true],
    ['2147483647', true],
    ['2147483648', false],
    ['0', false],
    ['-1', false],
    ['01', false],
    ['1.5', false],
    ['1e3', false],
    ['NaN', false],
    ['abc', false],
    ['99999999999999999999', false],
    ['', false],
  ])('%s -> %s', (id, ok) => {
    expect(isSerialId(id)).toBe(ok)
  })
})

describe('restIdProblem (issue 16, section 2)', () => {
  it.each([
    // [segments, 404?]
    [['vehicles'], false],
    [['vehicles', '12'], false],
    [['vehicles', 'abc'], true],
    [['vehicles', '1e400'], true],
    [['vehicles', '1.5'], true],
    [['vehicles', 'NaN'], true],
    [['vehicles', '99999999999999999999'], true],
    [['vehicles', 'count'], false],
    [['vehicles', 'versions'], false],
    [['vehicles', 'search'], false],
    [['vehicles', 'versions', '3'], false],
    [['vehicles', 'versions', 'x'], true],
    [['vehicles', 'access'], false],
    [['vehicles', 'access', '7'], false],
    [['vehicles', 'access', 'x'], true],
    [['vehicles', '5', 'duplicate'], false],
    [['vehicles', 'x', 'duplicate'], true],
    [['users', 'me'], false],
    [['users', 'login'], false],
    [['users', 'verify', 'a-token'], false],
    [['users', 'x', 'api-key', 'reveal'], true],
    [['users', 'abc'], true],
    // Not a collection, or no endpoint matches: Payload answers (404) on its own.
    [['globals', 'settings'], false],
    [['nope', 'abc'], false],
    [['vehicles', 'a', 'b', 'c', 'd'], false],
  ])('%j -> %s', (segments, notFound) => {
    expect(restIdProblem(segments, COLLECTIONS)?.status ?? null).toBe(notFound ? 404 : null)
  })
})

describe('restQueryProblem', () => {
  it.each([
    // [query, status or null]
    ['', null],
    ['limit=10&page=2&depth=1&sort=-createdAt', null],
    ['limit=0', null],
    ['sort=title,-price', null],
    ['sort=vehicle.year', null],
    ['where[id][equals]=abc', null],
    ['limit=1e400', 400],
    ['limit=-1', 400],
    ['limit=abc', 400],
    ['limit=', 400],
    ['limit=99999999999', 400],
    ['limit[a]=1', 400],
    ['page=0', 400],
    ['page=-1', 400],
    ['page=1e400', 400],
    ['page=NaN', 400],
    ['depth=1e400', 400],
    ['depth=Infinity', 400],
    ['depth=101', 400],
    ['sort=;drop', 400],
    ['sort=1e400', 400],
    ['sort[]=a', 400],
  ])('%s -> %s', (query, status) => {
    expect(restQueryProblem([...new URLSearchParams(query)])?.status ?? null).toBe(status)
  })
})

describe("isReadOverride (Payload's method override; decision 0216)", () => {
  it.each<[string, string, Record<string, string>, boolean]>([
    ["the admin's relationship field", 'POST', { 'x-payload-http-method-override': 'GET' }, true],
    ['the generic header', 'POST', { 'x-http-method-override': 'GET' }, true],
    ['a form post (the lead intake)', 'POST', { 'content-type': 'application/json' }, false],
    ['another method asked for', 'POST', { 'x-payload-http-method-override': 'DELETE' }, false],
    ['lower-case value (Payload matches it exactly)', 'POST', { 'x-payload-http-method-override': 'get' }, false],
    ['not a POST', 'PUT', { 'x-payload-http-method-override': 'GET' }, false],
  ])('%s', (_name, method, headers, expected) => {
    expect(isReadOverride(method, new Headers(headers))).toBe(expected)
  })
})
