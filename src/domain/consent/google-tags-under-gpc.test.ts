import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { GPC_GOOGLE_TAG_SETTINGS, GPC_RESTRICTIONS_SCRIPT, GPC_TAG_MANAGER_BLOCKLIST } from './google-tags-under-gpc'
import { googleConsentState } from './trackers'
import { parseCookieHeader } from '@/domain/http/cookie-header'
import { applyChoice } from './choice'

/** Runs the inline script as the browser does, right after the Consent Mode defaults; returns what it pushed. */
function pushedFor(cookie: string, flag?: boolean): unknown[][] {
  const dataLayer: unknown[] = []
  const window: Record<string, unknown> = {
    dataLayer,
    navigator: flag === undefined ? {} : { globalPrivacyControl: flag },
  }
  window.gtag = function () {
    // eslint-disable-next-line prefer-rest-params -- gtag pushes its `arguments` object, as Google's snippet does
    dataLayer.push(arguments)
  }
  runInNewContext(GPC_RESTRICTIONS_SCRIPT, { window, document: { cookie } })
  return dataLayer.map((entry) =>
    Array.isArray(entry)
      ? entry
      : typeof entry === 'object' && entry !== null && 'length' in entry
        ? Array.from(entry as ArrayLike<unknown>)
        : [entry],
  )
}

/**
 * The rule readGpc applies (src/client/visitor/consent.ts): the browser flag or the gpc cookie at
 * '1', the cookie read with the one cookie parser (a name sent twice reads as its last value).
 */
function readGpcRule(cookie: string, flag?: boolean): boolean {
  return flag === true || parseCookieHeader(cookie).get('gpc') === '1'
}

describe('the inline GPC restrictions (issue 16 section 4, decision 0220)', () => {
  it.each<[string, string, boolean | undefined]>([
    ['no signal', '', undefined],
    ['the browser flag', '', true],
    ['the flag off', '', false],
    ['the cookie mirrored from Sec-GPC', 'gpc=1', undefined],
    ['the cookie among others', 'a=1; gpc=1; visitorProfile=x', false],
    ['a cookie whose name ends the same', 'xgpc=1', undefined],
    ['a cookie with another value', 'gpc=10', undefined],
    ['the cookie at 0', 'gpc=0', undefined],
    ['the cookie twice, 1 last', 'gpc=0; a=1; gpc=1', undefined],
    ['the cookie twice, 0 last', 'gpc=1; a=1; gpc=0', undefined],
  ])('%s: restricts exactly when readGpc says GPC is on', (_name, cookie, flag) => {
    const pushed = pushedFor(cookie, flag)
    if (!readGpcRule(cookie, flag)) {
      expect(pushed).toEqual([])
      return
    }
    expect(pushed).toEqual([
      ['set', { ...GPC_GOOGLE_TAG_SETTINGS }],
      [{ 'gtm.blocklist': [...GPC_TAG_MANAGER_BLOCKLIST] }],
    ])
  })

  it('blocks every non-Google tag class, Custom HTML and Custom Image, templates, and Google ad tag types', () => {
    for (const entry of [
      'nonGooglePixels',
      'nonGoogleScripts',
      'nonGoogleIframes',
      'customScripts',
      'customPixels',
      'sandboxedScripts',
      'html',
      'img',
    ]) {
      expect(GPC_TAG_MANAGER_BLOCKLIST).toContain(entry)
    }
    for (const adTag of ['awct', 'awcc', 'awud', 'sp', 'gclidw', 'flc', 'fls'])
      expect(GPC_TAG_MANAGER_BLOCKLIST).toContain(adTag)
  })

  it('leaves Google analytics tags and the google class alone (analytics stays under GPC)', () => {
    for (const analytics of ['google', 'googtag', 'gaawe', 'gaawc'])
      expect(GPC_TAG_MANAGER_BLOCKLIST).not.toContain(analytics)
  })

  it('turns off the advertising features of the Google tags that still run', () => {
    expect(GPC_GOOGLE_TAG_SETTINGS).toEqual({
      ads_data_redaction: true,
      allow_google_signals: false,
      allow_ad_personalization_signals: false,
      restricted_data_processing: true,
    })
  })

  it.each([
    [0, 'closeContinue'],
    [1, 'closeContinue'],
    [2, 'acceptAll'],
    [3, 'acceptAll'],
  ] as const)('Consent Mode under GPC, tier %s "%s": every ad signal denied, analytics kept', (tier, choice) => {
    const state = googleConsentState(applyChoice(tier, choice, {}, true), true)
    expect(state).toMatchObject({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
    })
  })
})

describe('the gpc cookie sent twice reads as its last value (decision 0260)', () => {
  it.each([
    ['gpc=0; gpc=1', true],
    ['gpc=1; gpc=0', false],
  ])('%s -> restricted: %s', (cookie, restricted) => {
    expect(pushedFor(cookie).length > 0).toBe(restricted)
  })
})
