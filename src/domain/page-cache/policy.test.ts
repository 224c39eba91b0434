import { describe, expect, it } from 'vitest'
import { nonceOfPolicy, pageCacheDecision, splitAtNonce, withNonce, type PageRequestFacts } from './policy'

const base: PageRequestFacts = {
  method: 'GET',
  pathname: '/cars-for-sale',
  search: '',
  headers: new Set(['accept', 'user-agent']),
  fetchDest: null,
  cookies: new Map(),
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
}
const req = (over: Partial<PageRequestFacts>) => ({ ...base, ...over })

describe('pageCacheDecision', () => {
  it.each([
    ['the SRP', req({}), true],
    ['a filtered SRP with a query', req({ pathname: '/used-cars-for-sale/suvs', search: '?sort=priceLow' }), true],
    ['a VDP', req({ pathname: '/used-cars-for-sale/2019-toyota-camry-se-4T1B11HK5KU000001' }), true],
    ['home', req({ pathname: '/' }), true],
    ['the contact page', req({ pathname: '/contact-us' }), true],
    ['a content page', req({ pathname: '/our-company' }), true],
    ['an article', req({ pathname: '/news/spring-sales-event' }), true],
    ['an offer', req({ pathname: '/special-offers/sales/12' }), true],
    ['the credit application page', req({ pathname: '/auto-financing/apply-for-financing' }), true],
    [
      'an unknown path (the not-found page is rendered, then not kept: not a 200)',
      req({ pathname: '/flying-cars-for-sale' }),
      true,
    ],
    [
      'a campaign landing (utm values are the same for every visitor of the campaign)',
      req({ pathname: '/', search: '?utm_source=google&utm_campaign=spring' }),
      true,
    ],
    ['an ad click (gclid names one click)', req({ pathname: '/', search: '?utm_source=google&gclid=abc' }), false],
    ['a Meta ad click', req({ pathname: '/cars-for-sale', search: '?fbclid=xyz' }), false],
    ['the admin', req({ pathname: '/admin/collections/vehicles' }), false],
    ['the API', req({ pathname: '/api/vehicles' }), false],
    ["Next's assets", req({ pathname: '/_next/static/chunks/app.js' }), false],
    ['the sitemap', req({ pathname: '/sitemap.xml' }), false],
    ['robots.txt', req({ pathname: '/robots.txt' }), false],
    ['a feed', req({ pathname: '/feeds/google-vehicle-listings.csv' }), false],
    ['the build check', req({ pathname: '/builds/latest.json' }), false],
    ['the GPC file', req({ pathname: '/.well-known/gpc.json' }), false],
    ['a POST', req({ method: 'POST' }), false],
    ['a client navigation (RSC payload)', req({ headers: new Set(['rsc']) }), false],
    ['a prefetch', req({ headers: new Set(['rsc', 'next-router-prefetch']) }), false],
    ['a server action', req({ headers: new Set(['next-action']) }), false],
    ['an _rsc query', req({ search: '?_rsc=abc' }), false],
    ['a browser navigation (Sec-Fetch-Dest: document)', req({ fetchDest: 'document' }), true],
    [
      'a client navigation as the proxy sees it (RSC headers stripped, Sec-Fetch-Dest: empty)',
      req({ fetchDest: 'empty' }),
      false,
    ],
    ['the page in a frame', req({ fetchDest: 'iframe' }), false],
    ['a visitor with the private-inventory pass', req({ cookies: new Map([['unlockAccess', '1.x']]) }), false],
    ['the admin live preview', req({ cookies: new Map([['__prerender_bypass', 'x']]) }), false],
    ['a picked store', req({ cookies: new Map([['userSelectedStore', 'rockford']]) }), true],
    ['an absurd store cookie', req({ cookies: new Map([['userSelectedStore', 'x'.repeat(65)]]) }), false],
  ])('%s → cacheable %s', (_name, facts, cacheable) => {
    expect(pageCacheDecision(facts).cache).toBe(cacheable)
  })

  it('keys on the URL, the picked store and whether Next renders for an HTML-limited bot, and on nothing else', () => {
    const key = (f: PageRequestFacts) => {
      const d = pageCacheDecision(f)
      return d.cache ? d.key : null
    }
    expect(key(req({ search: '?page=2' }))).not.toBe(key(req({ search: '?page=3' })))
    expect(key(req({ cookies: new Map([['userSelectedStore', 'a']]) }))).not.toBe(
      key(req({ cookies: new Map([['userSelectedStore', 'b']]) })),
    )
    expect(key(req({ cookies: new Map([['uniqueUserId', 'u1']]) }))).toBe(
      key(req({ cookies: new Map([['uniqueUserId', 'u2']]) })),
    )
  })

  // Issue 39: the language is the URL's (/es), and it leads the key: never one copy for both.
  it.each([
    ['/', '/es'],
    ['/cars-for-sale', '/es/cars-for-sale'],
    ['/contact-us', '/es/contact-us'],
  ])('%s and %s are kept apart, each keyed by its language', (english, spanish) => {
    const en = pageCacheDecision(req({ pathname: english }))
    const es = pageCacheDecision(req({ pathname: spanish }))
    expect(en.cache && es.cache).toBe(true)
    if (!en.cache || !es.cache) return
    expect(en.key).not.toBe(es.key)
    expect(en.key.startsWith('en\u0000')).toBe(true)
    expect(es.key.startsWith('es\u0000')).toBe(true)
  })
  it('a language header or cookie the client sends is no part of the key', () => {
    const plain = pageCacheDecision(req({}))
    const claimed = pageCacheDecision(
      req({ headers: new Set(['accept', 'user-agent', 'x-site-locale']), cookies: new Map([['siteLocale', 'es']]) }),
    )
    expect(claimed).toEqual(plain)
  })

  // Issue 35: Next streams a page's metadata to browsers but renders it in the head for the bots its
  // htmlLimitedBots names; a copy kept for one must never be given to the other.
  const BROWSERS = [
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
    // Googlebot runs the page's JavaScript: Next renders for it as for a browser.
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'curl/8.5.0',
    null,
  ]
  const HTML_BOTS = [
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Twitterbot/1.0',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    'Mozilla/5.0 (Linux; Android 6.0.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0 ' +
      'Mobile Safari/537.36 (compatible; AdsBot-Google-Mobile; ' +
      '+http://www.google.com/mobile/adsbot.html)',
    'WhatsApp/2.23.20.0',
  ]
  const keyOf = (userAgent: string | null) => {
    const d = pageCacheDecision(req({ userAgent }))
    return d.cache ? d.key : null
  }

  it.each(BROWSERS.map((ua) => [ua]))("a browser (%s) shares the browsers' copy", (ua) => {
    expect(keyOf(ua)).toBe(keyOf(BROWSERS[0]))
  })

  it.each(HTML_BOTS.map((ua) => [ua]))('an HTML-limited bot (%s) has a copy of its own, shared by the bots', (ua) => {
    expect(keyOf(ua)).not.toBe(keyOf(BROWSERS[0]))
    expect(keyOf(ua)).toBe(keyOf(HTML_BOTS[0]))
  })
})

describe('nonces', () => {
  it('reads the nonce of a policy and swaps every occurrence in the page', () => {
    expect(nonceOfPolicy("default-src 'self'; script-src 'self' 'nonce-ab+c/=' 'strict-dynamic'")).toBe('ab+c/=')
    expect(nonceOfPolicy("default-src 'self'")).toBeNull()
    expect(withNonce('<script nonce="ab+c/=">1</script><link nonce="ab+c/=">', 'ab+c/=', 'NEW')).toBe(
      '<script nonce="NEW">1</script><link nonce="NEW">',
    )
  })

  it.each([
    [
      'two nonces',
      '<script nonce="N1">1</script><link nonce="N1">',
      'N1',
      ['<script nonce="', '">1</script><link nonce="', '">'],
    ],
    ['nonce at both ends', 'N1x N1', 'N1', ['', 'x ', '']],
    ['no nonce in the page', '<p>plain</p>', 'N1', ['<p>plain</p>']],
    ['no rendered nonce', '<p>plain</p>', '', ['<p>plain</p>']],
  ])('splitAtNonce: %s, and joining the pieces with a new nonce equals withNonce', (_name, html, nonce, pieces) => {
    expect(splitAtNonce(html, nonce)).toEqual(pieces)
    expect(splitAtNonce(html, nonce).join('NEW')).toBe(withNonce(html, nonce, 'NEW'))
  })
})
