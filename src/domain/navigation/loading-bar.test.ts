import { describe, expect, it } from 'vitest'
import { LOADING_BAR, startsPageNavigation, type LinkClick } from './loading-bar'

const HERE = 'https://shop.example.com/cars-for-sale?page=2#top'
const click = (href: string | null, extra: Partial<LinkClick> = {}): LinkClick => ({
  href,
  target: null,
  download: false,
  button: 0,
  modifier: false,
  ...extra,
})

describe('page loading bar (visitor-layer.md section 2, Root shell)', () => {
  it('uses the spec timings', () => {
    expect(LOADING_BAR).toEqual({ throttleMs: 200, durationMs: 2000, heightPx: 3, hideDelayMs: 500, resetDelayMs: 400 })
  })

  it.each<[string, LinkClick, boolean]>([
    ['another page', click('https://shop.example.com/contact-us'), true],
    ['a relative link', click('/auto-financing'), true],
    ['the same path with another query', click('/cars-for-sale?page=3'), true],
    ['target _self', click('/contact-us', { target: '_self' }), true],
    ['a hash on the same page', click('/cars-for-sale?page=2#filters'), false],
    ['the page itself', click(HERE), false],
    ['a new tab', click('/contact-us', { target: '_blank' }), false],
    ['a download', click('/feeds/google-vehicle-listings.csv', { download: true }), false],
    ['a middle click', click('/contact-us', { button: 1 }), false],
    ['ctrl/cmd/shift click', click('/contact-us', { modifier: true }), false],
    ['another site', click('https://www.facebook.com/dealer'), false],
    ['a phone number', click('tel:+13095550100'), false],
    ['an e-mail address', click('mailto:sales@example.com'), false],
    ['no href', click(null), false],
  ])('%s -> %s', (_name, c, expected) => {
    expect(startsPageNavigation(c, HERE)).toBe(expected)
  })
})
