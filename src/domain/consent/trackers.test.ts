import { describe, expect, it } from 'vitest'
import type { ConsentCategory } from './categories'
import {
  GOOGLE_CONSENT_DEFAULTS,
  googleConsentState,
  trackerAllowed,
  type GoogleConsentState,
  type Tracker,
} from './trackers'

const ALL: ConsentCategory[] = ['essential', 'functional', 'analytics', 'targeting']
const g = 'granted' as const
const d = 'denied' as const

describe('googleConsentState (Consent Mode v2)', () => {
  it('defaults deny everything except security_storage', () => {
    expect(GOOGLE_CONSENT_DEFAULTS).toEqual(googleConsentState([], false))
    expect(GOOGLE_CONSENT_DEFAULTS.security_storage).toBe('granted')
  })

  it.each<[string, ConsentCategory[], boolean, GoogleConsentState]>([
    [
      'all',
      ALL,
      false,
      {
        ad_storage: g,
        ad_user_data: g,
        ad_personalization: g,
        analytics_storage: g,
        functionality_storage: g,
        personalization_storage: g,
        security_storage: g,
      },
    ],
    [
      'all under GPC',
      ALL,
      true,
      {
        ad_storage: d,
        ad_user_data: d,
        ad_personalization: d,
        analytics_storage: g,
        functionality_storage: g,
        personalization_storage: g,
        security_storage: g,
      },
    ],
    ['essential only', ['essential'], false, { ...GOOGLE_CONSENT_DEFAULTS }],
    ['analytics only', ['essential', 'analytics'], false, { ...GOOGLE_CONSENT_DEFAULTS, analytics_storage: g }],
    [
      'functional only',
      ['essential', 'functional'],
      false,
      { ...GOOGLE_CONSENT_DEFAULTS, functionality_storage: g, personalization_storage: g },
    ],
    [
      'targeting only',
      ['essential', 'targeting'],
      false,
      { ...GOOGLE_CONSENT_DEFAULTS, ad_storage: g, ad_user_data: g, ad_personalization: g },
    ],
  ])('%s', (_name, allowed, gpc, expected) => {
    expect(googleConsentState(allowed, gpc)).toEqual(expected)
  })
})

describe('trackerAllowed', () => {
  it.each<[Tracker, ConsentCategory[], boolean, boolean]>([
    ['gtm', ['essential', 'analytics'], false, true],
    ['gtm', ['essential', 'functional'], false, false],
    ['ga4', ['essential', 'analytics'], false, true],
    ['ga4', ['essential'], false, false],
    ['metaPixel', ALL, false, true],
    ['metaPixel', ALL, true, false],
    ['metaPixel', ['essential', 'functional', 'analytics'], false, false],
    ['chat', ['essential', 'functional'], false, true],
    ['chat', ['essential', 'analytics', 'targeting'], false, false],
    ['chat', ALL, true, true],
  ])('%s with %j (gpc %s) -> %s', (tracker, allowed, gpc, expected) => {
    expect(trackerAllowed(tracker, allowed, gpc)).toBe(expected)
  })
})
