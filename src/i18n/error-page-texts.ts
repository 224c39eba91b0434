import { DEFAULT_LOCALE, type Locale } from '@/domain/i18n/locale-path'
import type { Dictionary } from './translate'
import { errorPagesEn, errorPagesEs } from './messages/error-pages'

/**
 * The error pages' texts by locale, read without the rest of the catalog: the error boundaries are
 * client components on every page, and importing ./translate would put both whole catalogs in every
 * page's first-load JavaScript (issue 40, decision 0341). Same rules as `t()`: an override (an
 * experiment's langs) wins, then the locale's text, then English.
 */
export type ErrorStatus = 404 | 500
export type ErrorPageKey = keyof typeof errorPagesEn

const ERROR_PAGES: Readonly<Record<Locale, Record<ErrorPageKey, string>>> = { en: errorPagesEn, es: errorPagesEs }

export function errorPageText(key: ErrorPageKey, overrides: Dictionary = {}, locale: Locale = DEFAULT_LOCALE): string {
  return (Object.hasOwn(overrides, key) ? overrides[key] : undefined) ?? ERROR_PAGES[locale][key] ?? errorPagesEn[key]
}

/** Everything the error page shows for one status (visitor-layer.md section 2, "Error page"). */
export function errorPageTexts(status: ErrorStatus, overrides: Dictionary = {}, locale: Locale = DEFAULT_LOCALE) {
  const k = (suffix: string) => errorPageText(`pages.error-page.${status}.${suffix}` as ErrorPageKey, overrides, locale)
  return {
    badge: k('badge'),
    title: k('title'),
    subtitle: k('subtitle'),
    buttonText: k('button.text'),
    buttonLink: k('button.link'),
    // The fallback document title '{status} - {message}'.
    documentTitle: `${status} - ${k('message')}`,
  }
}
