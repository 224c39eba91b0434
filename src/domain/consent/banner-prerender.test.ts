import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { parseCookieHeader } from '@/domain/http/cookie-header'
import { parseProfileCookie } from '@/domain/profile/cookie'
import { BANNER_STATE_ATTRIBUTE, BANNER_STATE_SCRIPT, bannerPrerender } from './banner-prerender'

/** Runs the inline script against a cookie string, as the browser would before the banner is parsed. */
function stateFor(cookie: string): string | undefined {
  const attributes: Record<string, string> = {}
  runInNewContext(BANNER_STATE_SCRIPT, {
    document: {
      cookie,
      documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) },
    },
  })
  return attributes[BANNER_STATE_ATTRIBUTE]
}

const profile = (value: unknown) => `visitorProfile=${encodeURIComponent(JSON.stringify(value))}`

describe('the inline banner-state script agrees with the consent record the banner reads after hydration', () => {
  it.each([
    ['no cookies at all', ''],
    ['a decision', profile({ displayCookies: 'hide', allowCookies: ['essential'] })],
    ['a decision among other cookies', `a=1; ${profile({ displayCookies: 'hide' })}; userSelectedStore=s1`],
    ['a profile without a decision', profile({ firstName: 'Ana', allowCookies: ['essential', 'functional'] })],
    ['display state show', profile({ displayCookies: 'show' })],
    ['a malformed cookie', 'visitorProfile=%7Bnot-json'],
    ['JSON null', 'visitorProfile=null'],
    [
      'another cookie whose name ends the same',
      `xvisitorProfile=${encodeURIComponent(JSON.stringify({ displayCookies: 'hide' }))}`,
    ],
  ])('%s', (_name, cookie) => {
    const decided = parseProfileCookie(parseCookieHeader(cookie).get('visitorProfile')).displayCookies === 'hide'
    expect(stateFor(cookie)).toBe(decided ? 'decided' : 'open')
  })

  it('marks a visitor with a stored decision as decided (the pre-rendered banner is hidden)', () => {
    expect(stateFor(profile({ displayCookies: 'hide' }))).toBe('decided')
    expect(stateFor('')).toBe('open')
  })
})

describe('bannerPrerender (section 2 display modes)', () => {
  it.each([
    ['show', 'until-decided'],
    ['force', 'always'],
    ['hide', 'until-decided'],
  ] as const)('mode %s -> %s', (mode, expected) => {
    expect(bannerPrerender(mode)).toBe(expected)
  })
})
