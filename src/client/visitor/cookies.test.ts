import { afterEach, describe, expect, it } from 'vitest'
import { readCookie, readCookies, writeCookie } from './cookies'

/** document.cookie as a browser shows it: "name=value" pairs joined by "; ". */
function withCookies(cookie: string) {
  Object.assign(globalThis, { document: { cookie } })
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'document')
})

describe('readCookie: the one reader of document.cookie in the browser', () => {
  it.each([
    ['visitorProfile=%7B%22a%22%3A1%7D; userSelectedStore=moline', 'userSelectedStore', 'moline'],
    ['visitorProfile=%7B%22a%22%3A1%7D', 'visitorProfile', '{"a":1}'], // decoded, as the server reads it
    ['token=a=b=c', 'token', 'a=b=c'], // a value may hold "="
    ['x=1; x=2', 'x', '2'], // a name sent twice reads as its last value, as Next reads it on the server
    ['bad=%E0%A4%A', 'bad', undefined], // a value that does not decode is left out, as on the server
    ['gpcx=1', 'gpc', undefined], // a name is matched whole, never as a prefix
    ['', 'gpc', undefined],
  ])('%j: %s = %j', (cookie, name, value) => {
    withCookies(cookie)
    expect(readCookie(name)).toBe(value)
  })

  it('answers undefined outside a browser', () => {
    expect(readCookie('visitorProfile')).toBeUndefined()
    expect(readCookies()).toEqual({})
  })

  it('reads every cookie by name for the analytics ids', () => {
    withCookies('_ga=GA1.1.123.456; _ga_ABC=GS1.1.1700000000.1.1; x=1; x=2')
    expect(readCookies()).toEqual({ _ga: 'GA1.1.123.456', _ga_ABC: 'GS1.1.1700000000.1.1', x: '2' })
  })
})

describe('writeCookie', () => {
  it.each([
    [2592000, 'userSelectedStore=moline; Path=/; Max-Age=2592000; Secure; SameSite=Lax'],
    [undefined, 'userSelectedStore=moline; Path=/; Secure; SameSite=Lax'], // a session cookie
  ])('lifetime %j', (maxAge, written) => {
    withCookies('')
    writeCookie('userSelectedStore', 'moline', maxAge)
    expect(document.cookie).toBe(written)
  })
})
