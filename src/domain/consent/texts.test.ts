import { describe, expect, it } from 'vitest'
import { CONSENT_CATEGORIES } from './categories'
import { CONSENT_TEXTS, consentTexts } from './texts'

describe('CONSENT_TEXTS', () => {
  it.each([
    ['manage', 'Manage'],
    ['deny', 'Deny tracking cookies'],
    ['allowAll', 'Allow all'],
    ['acceptAll', 'Accept all'],
    ['closeContinue', 'Close & Continue'],
    ['saveContinue', 'Save & Continue'],
  ] as const)('English %s label is %s', (key, label) => {
    expect(CONSENT_TEXTS.en.buttons[key]).toBe(label)
  })

  it.each(['en', 'es'] as const)('%s has every category, section and link filled', (lang) => {
    const texts = CONSENT_TEXTS[lang]
    for (const category of CONSENT_CATEGORIES) {
      expect(texts.categories[category].name).not.toBe('')
      expect(texts.categories[category].description).not.toBe('')
    }
    expect(texts.sections.length).toBeGreaterThan(0)
    expect(texts.links.privacyPolicy.href).toBe('/legal/privacy-policy')
    expect(texts.links.cookiePolicy.href).toBe('/legal/cookie-policy')
    expect(Object.values(texts.buttons).every((label) => label.length > 0)).toBe(true)
  })

  it('Spanish differs from English and unknown languages fall back to English', () => {
    expect(CONSENT_TEXTS.es.dialog.title).not.toBe(CONSENT_TEXTS.en.dialog.title)
    expect(consentTexts('fr')).toBe(CONSENT_TEXTS.en)
    expect(consentTexts('es')).toBe(CONSENT_TEXTS.es)
  })
})
