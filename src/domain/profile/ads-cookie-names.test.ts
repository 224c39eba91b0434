import { describe, expect, it } from 'vitest'
import { MAX_ADS_COOKIES, adsCookieNames, checkAdsCookieNames } from './ads-cookie-names'

describe('advertising cookie names from Site settings (visitor-layer.md section 3, issue 40)', () => {
  it.each<[string, string | null, string[] | RegExp]>([
    ['empty', '', []],
    ['never saved', null, []],
    ['one name', 'partner_click', ['partner_click']],
    [
      'commas, spaces and new lines, repeats once',
      ' irclickid, _scid\npartner_click  irclickid ',
      ['irclickid', '_scid', 'partner_click'],
    ],
    ['a name with a value pasted', 'partner_click=abc', /"partner_click=abc" is not a cookie name/],
    ['a semicolon', 'a;b', /"a;b" is not a cookie name/],
    ["the site's consent cookie", 'allowCookies', /"allowCookies" is one of the site's own cookies/],
    ['the stored ad values themselves', 'adsValues', /one of the site's own cookies/],
    ['the staff session', 'payload-token', /one of the site's own cookies/],
    ['anything Payload names', 'Payload-x', /one of the site's own cookies/],
    ['too many', Array.from({ length: MAX_ADS_COOKIES + 1 }, (_, i) => `c${i}`).join(','), /At most 10 cookies/],
  ])('%s', (_case, text, expected) => {
    const checked = checkAdsCookieNames(text)
    if (expected instanceof RegExp) {
      expect(checked.ok).toBe(false)
      expect(checked.ok ? '' : checked.error).toMatch(expected)
      expect(adsCookieNames(text), 'an invalid list reads as none').toEqual([])
    } else {
      expect(checked).toEqual({ ok: true, names: expected })
      expect(adsCookieNames(text)).toEqual(expected)
    }
  })
})
