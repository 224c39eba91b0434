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
    // A cookie sent twice (one set for the host, one for a parent domain) reads as its last value.
    [
      'the profile twice, the decision last',
      `${profile({ displayCookies: 'show' })}; ${profile({ displayCookies: 'hide' })}`,
    ],
    [
      'the profile twice, the decision first',
      `${profile({ displayCookies: 'hide' })}; ${profile({ displayCookies: 'show' })}`,
    ],
  ])('%s', (_name, cookie) => {
    const decided = parseProfileCookie(parseCookieHeader(cookie).get('visitorProfile')).displayCookies === 'hide'
    expect(stateFor(cookie)).toBe(decided ? 'decided' : 'open')
  })

  it('marks a visitor with a stored decision as decided (the pre-rendered banner is hidden)', () => {
    expect(stateFor(profile({ displayCookies: 'hide' }))).toBe('decided')
    expect(stateFor('')).toBe('open')
  })

  it('reads a profile cookie sent twice as its last value, as the banner does after hydration (decision 0260)', () => {
    const open = profile({ displayCookies: 'show' })
    const decided = profile({ displayCookies: 'hide' })
    expect(stateFor(`${open}; a=1; ${decided}`)).toBe('decided')
    expect(stateFor(`${decided}; a=1; ${open}`)).toBe('open')
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
