import { DEFAULT_LOCALE, LOCALES, localizedUrl, type Locale } from './locale-path'

/** hreflang values: the locales, and x-default (the English page, for every other language). */
export type HrefLang = Locale | 'x-default'

/**
 * A page's canonical link and its language alternates (issue 39, "URLs": hreflang for en, es and
 * x-default, and each page its own canonical). `canonical` is the page's English canonical (as the
 * page builds it today, absolute or root-relative); the Spanish page's canonical is its /es twin,
 * never the English page, or search engines would fold the two versions into one.
 */
export function languageAlternates(
  canonical: string,
  locale: Locale,
): { canonical: string; languages: Record<HrefLang, string> } {
  const languages = Object.fromEntries(LOCALES.map((l) => [l, localizedUrl(canonical, l)])) as Record<Locale, string>
  return {
    canonical: languages[locale],
    languages: { ...languages, 'x-default': languages[DEFAULT_LOCALE] },
  }
}

/** Open Graph's locale tag of a page's language (US stores). */
export const OPEN_GRAPH_LOCALE: Record<Locale, string> = { en: 'en_US', es: 'es_US' }
