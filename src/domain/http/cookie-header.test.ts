import { describe, expect, it } from 'vitest'
import { parseCookieHeader } from './cookie-header'

describe('parseCookieHeader (the one cookie parser, issue 19)', () => {
  it.each([
    ['', {}],
    [null, {}],
    ['a=1', { a: '1' }],
    ['a=1; b=two', { a: '1', b: 'two' }],
    ['a=1;b=2', { a: '1', b: '2' }],
    // URI-encoded JSON, as the profile and attribution cookies are written, comes back decoded.
    ['visitorProfile=%7B%22firstName%22%3A%22Ana%22%7D', { visitorProfile: '{"firstName":"Ana"}' }],
    ['allowCookies=essential%2Cfunctional', { allowCookies: 'essential,functional' }],
    ['store=quad%20cities', { store: 'quad cities' }],
    // A name without a value reads as 'true'; a name sent twice keeps its last value (as Next).
    ['flag', { flag: 'true' }],
    ['a=1; a=2', { a: '2' }],
    // A value that does not decode is left out, as Next leaves it out of request.cookies.
    ['bad=%E0%A4%A; good=1', { good: '1' }],
    // A literal percent sign written encoded survives exactly once.
    ['note=50%2525', { note: '50%25' }],
  ])('%j -> %j', (header, expected) => {
    expect(Object.fromEntries(parseCookieHeader(header))).toEqual(expected)
  })
})
