import type { Locale } from './locale-path'

/**
 * Each site language's US form as a BCP 47 tag (issue 39): what Intl writes dates in ("Nov 12",
 * "12 nov") and what a page's JSON-LD names as its `inLanguage`.
 */
export const LOCALE_TAGS: Readonly<Record<Locale, string>> = { en: 'en-US', es: 'es-US' }
