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
  vi.stubGlobal('window', {
    location: { pathname: '/contact-us', search: '', href: 'https://dealer.test/contact-us' },
    gtag: (...args: unknown[]) => gtagCalls.push(args),
  })
})
afterEach(() => vi.unstubAllGlobals())

const sentEvents = () => gtagCalls.filter((c) => c[0] === 'event').map((c) => [c[1], c[2]])

describe('GA4 events fired before GA4 loads', () => {
  it.each([
    ['GA4 alone loads: the event is sent then, once', true, [['Contact', { value: 2, currency: 'USD' }]]],
    ['a tag manager loads: nothing goes to gtag', false, []],
  ])('%s', async (_, direct, expected) => {
    const { sendGtagEvents, trackEvent } = await import('./track')
    trackEvent('Contact')
    expect(sentEvents()).toEqual([])
    sendGtagEvents(direct)
    expect(sentEvents()).toEqual(expected)
    sendGtagEvents(direct)
    expect(sentEvents()).toEqual(expected)
  })

  it('once GA4 is loaded, an event is sent at once', async () => {
    const { sendGtagEvents, trackEvent } = await import('./track')
    sendGtagEvents(true)
    trackEvent('Contact')
    expect(sentEvents()).toEqual([['Contact', { value: 2, currency: 'USD' }]])
  })
})

/**
 * The Meta pixel: a call made before the tracker loader has acted on the consent (an experiment
 * exposure recorded on landing, a form sent fast) is held and made once the loader has loaded the
 * pixel; dropped if it did not load it, or if the consent was withdrawn meanwhile (decision 0180).
 */
describe('pixel calls made before the tracker loader acts', () => {
  let pixelAllowed = true
  let fbqCalls: unknown[][]
  const exposure = {
    method: 'trackCustom' as const,
    name: 'ExperimentExposure',
    params: { experiment: 'cta', variant: 'bold' },
  }

  beforeEach(() => {
    pixelAllowed = true
    fbqCalls = []
    vi.doMock('@/client/visitor/consent', () => ({ adPixelAllowed: () => pixelAllowed, currentConsent: () => null }))
  })
  afterEach(() => vi.doUnmock('@/client/visitor/consent'))

  const loadPixel = () => Object.assign(window, { fbq: (...args: unknown[]) => fbqCalls.push(args) })

  it.each([
    [
      'the loader loads the pixel: the call is made then, once',
      true,
      true,
      [['trackCustom', 'ExperimentExposure', { experiment: 'cta', variant: 'bold' }]],
    ],
    ['the loader does not load it (no pixel id): nothing is made', false, true, []],
    ['targeting withdrawn before the loader acts: nothing is made', true, false, []],
  ])('%s', async (_, loads, allowedWhenActing, expected) => {
    const { pixelCall, pixelLoaderActed } = await import('./track')
    expect(pixelCall(exposure)).toBe(true)
    expect(fbqCalls).toEqual([])
    if (loads) loadPixel()
    pixelAllowed = allowedWhenActing
    pixelLoaderActed()
    pixelLoaderActed()
    expect(fbqCalls).toEqual(expected)
  })

  it('without consent for the pixel, a call is neither made nor held', async () => {
    pixelAllowed = false
    const { pixelCall, pixelLoaderActed } = await import('./track')
    expect(pixelCall(exposure)).toBe(false)
    loadPixel()
    pixelAllowed = true
    pixelLoaderActed()
    expect(fbqCalls).toEqual([])
  })

  it('a standard event keeps its event id for deduplication with the Conversions API', async () => {
    const { toPixel, pixelLoaderActed } = await import('./track')
    loadPixel()
    pixelLoaderActed()
    toPixel('Lead', { value: 10, currency: 'USD' }, 'ev-1')
    expect(fbqCalls).toEqual([['track', 'Lead', { value: 10, currency: 'USD' }, { eventID: 'ev-1' }]])
  })
})
