import { describe, expect, it } from 'vitest'
import { bannerActions, canCustomize, scrollLockStyle, shouldShowBanner, type BannerVisibilityInput } from './banner'
import { consentTexts } from './texts'
import type { ConsentTier } from './categories'

/**
 * The banner's buttons as it draws them (consent-manager.client.tsx): the tier's actions, each
 * labelled from the page's consent texts; here the shipped copy, what an editor's empty text falls
 * back to.
 */
const labels = (tier: ConsentTier, lang: 'en' | 'es' = 'en') =>
  bannerActions(tier).map((action) => consentTexts(lang).buttons[action])

describe('banner buttons (section 9)', () => {
  it.each<[ConsentTier, string[]]>([
    [0, []],
    [1, ['Close & Continue']],
    [2, ['Manage', 'Accept all']],
    [3, ['Manage', 'Deny tracking cookies', 'Accept all']],
  ])('tier %s -> %j', (tier, expected) => {
    expect(labels(tier)).toEqual(expected)
  })

  it.each<[ConsentTier, string[]]>([
    [1, ['closeContinue']],
    [3, ['manage', 'deny', 'acceptAll']],
  ])('tier %s actions %j', (tier, actions) => {
    expect(bannerActions(tier)).toEqual(actions)
  })

  it('no tier shows Allow all', () => {
    expect(([0, 1, 2, 3] as const).flatMap((tier) => labels(tier))).not.toContain('Allow all')
  })

  it.each([
    ['en', ['Manage', 'Deny tracking cookies', 'Accept all'], 'Save & Continue'],
    ['es', ['Gestionar', 'Rechazar cookies de seguimiento', 'Aceptar todo'], 'Guardar y continuar'],
  ] as const)('labels in %s', (lang, expected, save) => {
    expect(labels(3, lang)).toEqual(expected)
    // The dialog's one action button (section 2).
    expect(consentTexts(lang).buttons.saveContinue).toBe(save)
  })

  it.each<[ConsentTier, boolean]>([
    [0, false],
    [1, false],
    [2, true],
    [3, true],
  ])('tier %s can customize: %s', (tier, expected) => {
    expect(canCustomize(tier)).toBe(expected)
  })
})

describe('shouldShowBanner (sections 2 and 4)', () => {
  it.each<[string, BannerVisibilityInput, boolean]>([
    ['tier 0 never shows', { tier: 0, mode: 'force', path: '/', hasDecision: false }, false],
    ['show mode before a decision', { tier: 1, mode: 'show', path: '/', hasDecision: false }, true],
    ['show mode after a decision', { tier: 2, mode: 'show', path: '/', hasDecision: true }, false],
    ['show mode hides on /legal', { tier: 3, mode: 'show', path: '/legal', hasDecision: false }, false],
    [
      'show mode hides under /legal/',
      { tier: 3, mode: 'show', path: '/legal/cookie-policy', hasDecision: false },
      false,
    ],
    [
      'show mode hides on any path starting with /legal',
      { tier: 3, mode: 'show', path: '/legalese', hasDecision: false },
      false,
    ],
    ['show mode on a nested non-legal path', { tier: 3, mode: 'show', path: '/about/legal', hasDecision: false }, true],
    ['hide mode never shows', { tier: 3, mode: 'hide', path: '/', hasDecision: false }, false],
    ['force shows on /legal', { tier: 3, mode: 'force', path: '/legal/privacy-policy', hasDecision: false }, true],
    ['force shows after a decision', { tier: 2, mode: 'force', path: '/', hasDecision: true }, true],
  ])('%s', (_name, input, expected) => {
    expect(shouldShowBanner(input)).toBe(expected)
  })
})

describe('scrollLockStyle (section 2)', () => {
  it.each([
    [true, true, { position: 'fixed', paddingRight: '15px' }],
    [true, false, null],
    [false, true, null],
  ])('visible %s lock %s', (visible, lock, expected) => {
    expect(scrollLockStyle(visible, lock)).toEqual(expected)
  })
})
