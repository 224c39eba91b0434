import { describe, expect, it } from 'vitest'
import { CATALOGS, t, translator, type MessageKey } from './translate'
import { errorPageTexts } from './error-page-texts'
import { PHONE_CONSENT, PRIVACY_LINE, TOASTS } from '@/components/forms/form-texts'
import { CONTACT_INQUIRY_TYPES } from '@/domain/leads/form-types'
import { BODY_STYLE_LABELS, BODY_STYLES, COLOR_LABELS, COLORS } from '@/domain/inventory'
import { COMPARE_LIMIT, COMPARE_LIMIT_MESSAGE } from '@/domain/saved-vehicles/compare-url'

describe('error page texts', () => {
  it('404 matches the spec', () => {
    expect(errorPageTexts(404)).toEqual({
      badge: '404',
      title: 'Page not found',
      subtitle: 'Sorry, we couldn’t find the page you’re looking for.',
      buttonText: 'Go back home',
      buttonLink: '/',
      documentTitle: '404 - Page not found',
    })
  })
  it('500 has a title of the same shape', () =>
    expect(errorPageTexts(500).documentTitle).toBe('500 - Internal server error'))
  it('overrides win', () =>
    expect(t('pages.error-page.404.title', { 'pages.error-page.404.title': 'Nope' })).toBe('Nope'))
})

describe('the catalogs', () => {
  const keys = Object.keys(CATALOGS.en) as MessageKey[]
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

  it.each(keys)('%s has a Spanish text with the same placeholders', (key) => {
    const text = CATALOGS.es[key]
    expect(typeof text).toBe('string')
    expect(text.trim()).not.toBe('')
    expect(placeholders(text)).toEqual(placeholders(CATALOGS.en[key]))
  })
  it('Spanish has no key English lacks', () =>
    expect(Object.keys(CATALOGS.es).filter((k) => !Object.hasOwn(CATALOGS.en, k))).toEqual([]))
  it('Spanish error pages send the shopper to the Spanish home', () =>
    expect(errorPageTexts(404, {}, 'es')).toMatchObject({
      buttonLink: '/es',
      documentTitle: '404 - Página no encontrada',
    }))
})

describe('the forms’ English is the spec’s, as the forms without a catalog yet show it', () => {
  it.each([
    ['form.phone-consent', PHONE_CONSENT],
    ['contact.toast.success.title', TOASTS.contact.success.title],
    ['contact.toast.success.description', TOASTS.contact.success.description],
    ['contact.toast.error.title', TOASTS.contact.error.title],
    ['contact.toast.error.description', TOASTS.contact.error.description],
    ['contact.privacy-line', PRIVACY_LINE],
    ...CONTACT_INQUIRY_TYPES.map((type) => [`contact.inquiry.${type.id}` as MessageKey, type.label] as const),
    ['test-drive.toast.success.title', TOASTS.testDrive.success.title],
    ['test-drive.toast.success.description', TOASTS.testDrive.success.description],
    ['test-drive.toast.error.title', TOASTS.testDrive.error.title],
    ['test-drive.toast.error.description', TOASTS.testDrive.error.description],
  ] as const)('%s', (key, text) => expect(CATALOGS.en[key]).toBe(text))
})

describe('translator', () => {
  it.each([
    ['en', 'chrome.copyright', { year: 2026, siteName: 'Dealer' }, '© 2026 Dealer'],
    ['es', 'chrome.skip-link', undefined, 'Ir al contenido'],
    ['en', 'chrome.skip-link', undefined, 'Skip to content'],
  ] as const)('%s %s', (locale, key, values, expected) => expect(translator(locale)(key, values)).toBe(expected))
  it('an override wins in its locale', () =>
    expect(translator('es', { 'chrome.nav.menu': 'Más' })('chrome.nav.menu')).toBe('Más'))
  it('an unknown placeholder stays as written', () =>
    expect(translator('en')('chrome.copyright', { year: 2026 })).toBe('© 2026 {siteName}'))
})

describe('the inventory’s English is the words the admin, the suggestions and the compare page still use', () => {
  it.each(BODY_STYLES.map((b) => [`inventory.body.${b}` as MessageKey, BODY_STYLE_LABELS[b]] as const))(
    '%s',
    (key, text) => expect(CATALOGS.en[key]).toBe(text),
  )
  it.each(COLORS.map((c) => [`inventory.color.${c}` as MessageKey, COLOR_LABELS[c]] as const))('%s', (key, text) =>
    expect(CATALOGS.en[key]).toBe(text),
  )
  it('compare.note.limit', () =>
    expect(translator('en')('compare.note.limit', { limit: COMPARE_LIMIT })).toBe(COMPARE_LIMIT_MESSAGE))
})
