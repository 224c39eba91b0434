import { afterEach, describe, expect, it, vi } from 'vitest'
import { cachedAnswer, clearPageCache, lookupPage, storablePage, type RenderedPage } from './page-cache'
import { noteContentChanges, resetContentChanges } from './content-expiry'

const NONCE = 'bm9uY2Utb2YtcmVuZGVy'
const page = (over: Partial<RenderedPage> = {}): RenderedPage => ({
  status: 200,
  headers: {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': `script-src 'self' 'nonce-${NONCE}'`,
    'x-content-type-options': 'nosniff',
    link: `</a.css>; rel=preload; nonce="${NONCE}"`,
    date: 'Thu, 26 Nov 2026 23:00:00 GMT',
    // The id the custom server gave the request that was rendered (issue 35): never replayed.
    'x-request-id': '3f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b',
  },
  body: Buffer.from(`<html><script nonce="${NONCE}">1</script><script nonce="${NONCE}">2</script></html>`),
  ...over,
})

afterEach(() => {
  clearPageCache()
  resetContentChanges()
  vi.useRealTimers()
})

describe('storablePage (decision 0285): what of a render is kept', () => {
  it.each([
    ['a 200 HTML page with a nonce', page(), true],
    ['a 404 page', page({ status: 404 }), false],
    ['a redirect', page({ status: 308, body: Buffer.alloc(0) }), false],
    ['an answer that sets a cookie', page({ headers: { ...page().headers, 'set-cookie': ['a=1'] } }), false],
    [
      'a page without a nonce in its policy',
      page({ headers: { ...page().headers, 'content-security-policy': "script-src 'self'" } }),
      false,
    ],
    ['a JSON answer', page({ headers: { ...page().headers, 'content-type': 'application/json' } }), false],
  ])('%s: kept %s', (_, rendered, kept) => {
    expect(storablePage(rendered, 0) !== null).toBe(kept)
  })

  it('keeps the page cut at its nonce, without per-response headers', () => {
    const kept = storablePage(page(), 123)!
    expect(kept.parts.map(String)).toEqual([
      '<html><script nonce="',
      '">1</script><script nonce="',
      '">2</script></html>',
    ])
    expect(kept.headers.map(([name]) => name).sort()).toEqual(['content-type', 'link', 'x-content-type-options'])
    expect(kept.expires).toBe(123)
  })

  it("answers a kept page with another response's nonce everywhere, body and headers alike", () => {
    const { body, headers } = cachedAnswer(storablePage(page(), 0)!, 'ZnJlc2g=', "script-src 'nonce-ZnJlc2g='", {
      hit: true,
    })
    const html = Buffer.from(body).toString()
    expect(html).not.toContain(NONCE)
    expect(html.match(/ZnJlc2g=/g)).toHaveLength(2)
    expect(Object.fromEntries(headers)).toMatchObject({
      link: '</a.css>; rel=preload; nonce="ZnJlc2g="',
      'content-length': String(body.byteLength),
      'x-page-cache': 'hit',
    })
  })
})

describe('lookupPage (decision 0285): one render per key, the rest wait or get the copy', () => {
  it('has the first request render, a concurrent one wait for its copy, and a later one get it fresh', async () => {
    const first = lookupPage('/a\u0000')
    expect(first.kind).toBe('render')
    const second = lookupPage('/a\u0000')
    expect(second.kind).toBe('wait')
    if (first.kind !== 'render' || second.kind !== 'wait') return
    const kept = first.keep(page())
    expect(kept).not.toBeNull()
    expect(await second.pending).toBe(kept)
    expect(lookupPage('/a\u0000')).toEqual({ kind: 'fresh', page: kept })
  })

  it('releases the waiters with nothing when the render is not storable or never ends', async () => {
    const notFound = lookupPage('/gone\u0000')
    const waiting = lookupPage('/gone\u0000')
    if (notFound.kind !== 'render' || waiting.kind !== 'wait') throw new Error('expected a render and a wait')
    notFound.keep(page({ status: 404 }))
    expect(await waiting.pending).toBeNull()
    const abandoned = lookupPage('/left\u0000')
    const waitingToo = lookupPage('/left\u0000')
    if (abandoned.kind !== 'render' || waitingToo.kind !== 'wait') throw new Error('expected a render and a wait')
    abandoned.keep(null)
    expect(await waitingToo.pending).toBeNull()
    // Nothing kept: the next request renders again.
    expect(lookupPage('/left\u0000').kind).toBe('render')
  })

  it('does not keep, or make anyone wait for, a render that began before an edit emptied the cache', async () => {
    const before = lookupPage('/b\u0000')
    const waiting = lookupPage('/b\u0000')
    if (before.kind !== 'render' || waiting.kind !== 'wait') throw new Error('expected a render and a wait')
    clearPageCache()
    // A request after the edit renders the page itself instead of waiting for the older render.
    const after = lookupPage('/b\u0000')
    expect(after.kind).toBe('render')
    before.keep(page())
    expect(await waiting.pending).toBeNull()
    if (after.kind !== 'render') return
    const kept = after.keep(page())
    expect(lookupPage('/b\u0000')).toEqual({ kind: 'fresh', page: kept })
  })

  it('answers a copy past its lifetime only while another request renders its refresh', () => {
    vi.useFakeTimers()
    const first = lookupPage('/c\u0000')
    if (first.kind !== 'render') throw new Error('expected a render')
    first.keep(page())
    vi.advanceTimersByTime(6_000)
    // The first request after expiry renders the refresh itself; the ones during it get the old copy.
    expect(lookupPage('/c\u0000').kind).toBe('render')
    expect(lookupPage('/c\u0000').kind).toBe('stale')
    vi.advanceTimersByTime(31_000)
    expect(lookupPage('/c\u0000').kind).toBe('wait')
  })

  it('keeps the old copy when a refresh never ends, and drops it when the page is gone', () => {
    vi.useFakeTimers()
    const first = lookupPage('/e\u0000')
    if (first.kind !== 'render') throw new Error('expected a render')
    first.keep(page())
    vi.advanceTimersByTime(6_000)
    const left = lookupPage('/e\u0000')
    if (left.kind !== 'render') throw new Error('expected a render')
    left.keep(null)
    // The shopper who refreshed it left: the next one refreshes again, the others still get the copy.
    expect(lookupPage('/e\u0000').kind).toBe('render')
    expect(lookupPage('/e\u0000').kind).toBe('stale')
    clearPageCache()
    const again = lookupPage('/e\u0000')
    if (again.kind !== 'render') throw new Error('expected a render')
    again.keep(page())
    vi.advanceTimersByTime(6_000)
    const gone = lookupPage('/e\u0000')
    if (gone.kind !== 'render') throw new Error('expected a render')
    gone.keep(page({ status: 404 }))
    expect(lookupPage('/e\u0000').kind).toBe('render')
  })

  it('keys apart: a store cookie value is its own page', () => {
    expect(lookupPage('/d\u0000').kind).toBe('render')
    expect(lookupPage('/d\u0000store-2').kind).toBe('render')
  })

  it('never keeps a page past an offer ending inside its lifetime, not even stale (issue 37)', () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T20:59:58Z') })
    // The page read a promotion that ends at 21:00:00, two seconds into a five-second lifetime.
    noteContentChanges(['2026-11-28T21:00:00Z'])
    const first = lookupPage('/special-offers\u0000')
    if (first.kind !== 'render') throw new Error('expected a render')
    first.keep(page())
    vi.setSystemTime(new Date('2026-11-28T20:59:59.900Z'))
    expect(lookupPage('/special-offers\u0000').kind).toBe('fresh')
    // At the end: the next request renders, and nobody meanwhile gets the old copy, not even stale.
    vi.setSystemTime(new Date('2026-11-28T21:00:00Z'))
    expect(lookupPage('/special-offers\u0000').kind).toBe('render')
    expect(lookupPage('/special-offers\u0000').kind).toBe('wait')
  })

  it('does not keep a render that began before an offer ended and finished after it', () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T20:59:59.500Z') })
    noteContentChanges(['2026-11-28T21:00:00Z'])
    const straddling = lookupPage('/special-offers\u0000')
    if (straddling.kind !== 'render') throw new Error('expected a render')
    vi.setSystemTime(new Date('2026-11-28T21:00:00.200Z'))
    expect(straddling.keep(page())).toBeNull()
    expect(lookupPage('/special-offers\u0000').kind).toBe('render')
  })
})
