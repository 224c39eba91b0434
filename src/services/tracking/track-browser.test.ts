import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/**
 * GA4 without a tag manager (decision 0182): an event fired before the tracker loader has loaded
 * GA4 (a form sent, a call tapped while the page is still settling) reaches GA4 once it loads, and
 * is dropped when a tag manager turns out to be the receiver (it reads the dataLayer instead).
 * window is a bare object: no document, so no consent and no Conversions API call.
 */
let gtagCalls: unknown[][]

beforeEach(() => {
  vi.resetModules()
  gtagCalls = []
  vi.stubGlobal('window', { location: { pathname: '/contact-us', search: '', href: 'https://dealer.test/contact-us' }, gtag: (...args: unknown[]) => gtagCalls.push(args) })
})
afterEach(() => vi.unstubAllGlobals())

const sentEvents = () => gtagCalls.filter((c) => c[0] === 'event').map((c) => [c[1], c[2]])

describe('GA4 events fired before GA4 loads', () => {
  it.each([
    ['GA4 alone loads: the event is sent then, once', true, [['Contact', { value: 2, currency: 'USD' }]]],
    ['a tag manager loads: nothing goes to gtag', false, []],
  ])('%s', async (_, direct, expected) => {
    const { sendGtagEvents, trackEvent } = await import('./track-browser')
    trackEvent('Contact')
    expect(sentEvents()).toEqual([])
    sendGtagEvents(direct)
    expect(sentEvents()).toEqual(expected)
    sendGtagEvents(direct)
    expect(sentEvents()).toEqual(expected)
  })

  it('once GA4 is loaded, an event is sent at once', async () => {
    const { sendGtagEvents, trackEvent } = await import('./track-browser')
    sendGtagEvents(true)
    trackEvent('Contact')
    expect(sentEvents()).toEqual([['Contact', { value: 2, currency: 'USD' }]])
  })
})
