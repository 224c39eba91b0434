import type { Locale } from './locale-path'

/**
 * How staff read a shopper's language: its English name (the admin's language). One home for the
 * lead's language select, the lead e-mail and ADF's "Preferred language" line and the leads CSV.
 */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', es: 'Spanish' }
