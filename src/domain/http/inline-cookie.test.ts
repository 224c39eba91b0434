import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { parseCookieHeader } from './cookie-header'
import { inlineCookieValue } from './inline-cookie'

/** Evaluates the inline expression as a browser would, with `cookie` as document.cookie. */
function read(name: string, cookie: string): unknown {
  return runInNewContext(inlineCookieValue(name), { document: { cookie } })
}

describe('inlineCookieValue reads a cookie as the one cookie parser does (decision 0260)', () => {
  it.each([
    ['no cookies', ''],
    ['the cookie alone', 'gpc=1'],
    ['among others', 'a=1; gpc=1; b=2'],
    ['without spaces', 'a=1;gpc=1;b=2'],
    ['a name sent twice: the last one wins', 'gpc=1; a=x; gpc=0'],
    ['a name sent twice, the other way round', 'gpc=0; gpc=1'],
    ['a value that does not decode is left out', 'gpc=1; gpc=%E0%A4%A'],
    ['URI-encoded JSON', `gpc=${encodeURIComponent('{"a":"b; c"}')}`],
    ['a name without a value', 'gpc'],
    ['another cookie whose name ends the same', 'xgpc=1'],
    ['another cookie whose name starts the same', 'gpcx=1'],
    ['an empty value', 'gpc='],
    ['a value with "="', 'gpc=a=b'],
  ])('%s', (_name, cookie) => {
    expect(read('gpc', cookie)).toBe(parseCookieHeader(cookie).get('gpc') ?? null)
  })

  it('answers null when the page may not read its cookies (a sandboxed frame throws)', () => {
    const document = Object.defineProperty({}, 'cookie', {
      get() {
        throw new Error('SecurityError')
      },
    })
    expect(runInNewContext(inlineCookieValue('gpc'), { document })).toBeNull()
  })

  it('takes only a cookie name, so nothing else can reach the inline script', () => {
    expect(() => inlineCookieValue("a');alert(1);('")).toThrow(/Not a cookie name/)
    expect(() => inlineCookieValue('</script>')).toThrow(/Not a cookie name/)
  })
})
