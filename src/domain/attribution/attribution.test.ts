import { describe, expect, it } from 'vitest'
import { parseCookieHeader } from '@/domain/http/cookie-header'
import {
  attributionRows,
  channelOf,
  liveAttribution,
  parseAttributionCookie,
  recordLanding,
  serializeAttribution,
  touchOf,
  type Attribution,
  type Touch,
} from '.'

const HOST = 'cars.example'
const NOV_1 = new Date('2026-11-01T12:00:00Z')
const NOV_20 = new Date('2026-11-20T12:00:00Z')
const DEC_5 = new Date('2026-12-05T12:00:00Z')

const touch = (values: Record<string, string>, at: Date, extra: Partial<Touch> = {}): Touch => ({
  values,
  landingPage: '/',
  at: at.toISOString(),
  ...extra,
})

describe('touchOf', () => {
  it.each([
    [
      'utm and gclid',
      '/?utm_source=google&utm_campaign=spring&gclid=X',
      undefined,
      {
        values: { utm_source: 'google', utm_campaign: 'spring', gclid: 'X' },
        landingPage: '/?utm_source=google&utm_campaign=spring&gclid=X',
      },
    ],
    [
      'outside referrer, query dropped',
      '/cars-for-sale',
      'https://www.bing.com/search?q=used+cars',
      { values: {}, landingPage: '/cars-for-sale', referrer: 'https://www.bing.com/search' },
    ],
    ['own site as referrer is direct', '/cars-for-sale', `https://${HOST}/`, null],
    ['no parameters, no referrer: direct', '/cars-for-sale', undefined, null],
    ['parameters outside the spec list are ignored', '/?ref=x&utm_id=9', undefined, null],
    ['blank values are ignored', '/?utm_source=%20&gclid=', undefined, null],
    [
      'a repeated key keeps its first value',
      '/?utm_source=a&utm_source=b',
      undefined,
      { values: { utm_source: 'a' }, landingPage: '/?utm_source=a&utm_source=b' },
    ],
    [
      'a javascript: referrer is not kept',
      '/?fbclid=F',
      'javascript:alert(1)',
      { values: { fbclid: 'F' }, landingPage: '/?fbclid=F' },
    ],
  ])('%s', (_label, url, referrer, expected) => {
    const result = touchOf({ url, referrer }, HOST, NOV_1)
    expect(result).toEqual(expected === null ? null : { ...expected, at: NOV_1.toISOString() })
  })
})

describe('recordLanding', () => {
  const google = { url: '/?utm_source=google&utm_campaign=spring', referrer: undefined }
  const meta = { url: '/cars-for-sale?fbclid=F1', referrer: 'https://m.facebook.com/' }
  const direct = { url: '/cars-for-sale', referrer: undefined }
  it.each<[string, Attribution, { url: string; referrer?: string }, Date, (a: Attribution) => void]>([
    [
      'first landing sets both touches',
      {},
      google,
      NOV_1,
      (a) => {
        expect(a.first?.values.utm_source).toBe('google')
        expect(a.last).toEqual(a.first)
      },
    ],
    [
      'a newer source replaces the last touch only',
      { first: touch({ utm_source: 'google' }, NOV_1), last: touch({ utm_source: 'google' }, NOV_1) },
      meta,
      NOV_20,
      (a) => {
        expect(a.first?.values.utm_source).toBe('google')
        expect(a.last?.values.fbclid).toBe('F1')
        expect(a.last?.referrer).toBe('https://m.facebook.com/')
      },
    ],
    [
      'a direct visit changes nothing',
      { first: touch({ utm_source: 'google' }, NOV_1), last: touch({ utm_source: 'google' }, NOV_1) },
      direct,
      NOV_20,
      (a) => {
        expect(a).toEqual({
          first: touch({ utm_source: 'google' }, NOV_1),
          last: touch({ utm_source: 'google' }, NOV_1),
        })
      },
    ],
    [
      'touches older than 30 days are dropped; a new one becomes first and last',
      { first: touch({ utm_source: 'google' }, NOV_1), last: touch({ utm_source: 'google' }, NOV_1) },
      meta,
      DEC_5,
      (a) => {
        expect(a.first?.values.fbclid).toBe('F1')
        expect(a.last).toEqual(a.first)
      },
    ],
    [
      'an expired touch and a direct visit leave nothing',
      { first: touch({ utm_source: 'google' }, NOV_1) },
      direct,
      DEC_5,
      (a) => expect(a).toEqual({}),
    ],
  ])('%s', (_label, current, landing, now, check) => check(recordLanding(current, landing, HOST, now)))
})

describe('liveAttribution', () => {
  it('keeps a touch of 29 days, drops one of 31 days and one dated in the future', () => {
    const now = new Date('2026-12-01T00:00:00Z')
    expect(
      liveAttribution(
        { first: touch({}, new Date('2026-11-02T00:00:00Z')), last: touch({}, new Date('2026-12-03T00:00:00Z')) },
        now,
      ),
    ).toEqual({ first: touch({}, new Date('2026-11-02T00:00:00Z')) })
    expect(liveAttribution({ first: touch({}, new Date('2026-10-31T00:00:00Z')) }, now)).toEqual({})
  })
})

describe('the attribution cookie', () => {
  it('round-trips', () => {
    const a: Attribution = {
      first: touch({ utm_source: 'google' }, NOV_1, { referrer: 'https://google.com/' }),
      last: touch({ fbclid: 'F' }, NOV_20),
    }
    // Written by the browser, read back by the cookie parser as every reader does.
    expect(parseAttributionCookie(parseCookieHeader(`a=${serializeAttribution(a)}`).get('a'))).toEqual(a)
  })
  it.each([
    ['nothing', undefined],
    ['not JSON', '{nope'],
    ['an array', '[1]'],
    [
      'bad dates and unknown keys',
      JSON.stringify({
        first: { landingPage: '/', at: 'yesterday' },
        last: { landingPage: '/', at: NOV_1.toISOString(), values: { evil: 'x', gclid: 7 } },
      }),
    ],
  ])('%s reads as no touch, or only the valid parts', (_label, raw) => {
    const parsed = parseAttributionCookie(raw)
    expect(parsed.first).toBeUndefined()
    if (parsed.last) expect(parsed.last.values).toEqual({})
  })
})

describe('channelOf', () => {
  it.each<[string, Touch | undefined, ReturnType<typeof channelOf>]>([
    ['no touch: direct', undefined, { source: '(direct)', medium: '(none)' }],
    [
      'utm values as given',
      touch({ utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring' }, NOV_1),
      { source: 'google', medium: 'cpc', campaign: 'spring' },
    ],
    ['gclid alone: google / cpc', touch({ gclid: 'X' }, NOV_1), { source: 'google', medium: 'cpc' }],
    ['gbraid alone: google / cpc', touch({ gbraid: 'B' }, NOV_1), { source: 'google', medium: 'cpc' }],
    ['fbclid alone: facebook / social', touch({ fbclid: 'F' }, NOV_1), { source: 'facebook', medium: 'social' }],
    [
      'referrer: its host / referral',
      touch({}, NOV_1, { referrer: 'https://www.bing.com/search' }),
      { source: 'bing.com', medium: 'referral' },
    ],
    [
      'utm_source wins over the click id',
      touch({ utm_source: 'newsletter', gclid: 'X' }, NOV_1),
      { source: 'newsletter', medium: 'cpc' },
    ],
  ])('%s', (_label, t, expected) => expect(channelOf(t)).toEqual(expected))
})

describe('attributionRows', () => {
  it('prints the last touch, its click ids and landing, then a different first touch', () => {
    const first = touch({ utm_source: 'newsletter', utm_medium: 'email' }, NOV_1, { landingPage: '/special-offers' })
    const last = touch({ utm_source: 'google', utm_campaign: 'spring', gclid: 'X' }, NOV_20, {
      landingPage: '/?utm_source=google',
      referrer: 'https://www.google.com/',
    })
    expect(attributionRows({ first, last })).toEqual([
      { label: 'Source / medium', value: 'google / cpc' },
      { label: 'Campaign', value: 'spring' },
      { label: 'gclid', value: 'X' },
      { label: 'Landing page', value: '/?utm_source=google' },
      { label: 'Referrer', value: 'https://www.google.com/' },
      { label: 'Last visit from this source', value: '2026-11-20' },
      { label: 'First touch', value: 'newsletter / email on 2026-11-01, landing /special-offers' },
    ])
  })
  it('does not repeat the first touch when it is the last one', () => {
    const only = touch({ utm_source: 'google' }, NOV_1)
    expect(attributionRows({ first: only, last: only }).map((r) => r.label)).not.toContain('First touch')
  })
  it('prints nothing without consent-stored attribution', () => {
    expect(attributionRows(null)).toEqual([])
    expect(attributionRows({})).toEqual([])
  })
})
