import { DEFAULT_LOCALE, type Locale } from '@/domain/i18n/locale-path'
import { fillText, type TextValues } from '@/domain/i18n/fill-text'
import { en, type MessageKey, type Messages } from './messages/en'
import { es } from './messages/es'

export type { MessageKey, Messages }
export type Dictionary = Partial<Record<MessageKey, string>>

/**
 * The one home of interface texts (issue 39): the catalogs by locale and the lookup every component
 * reads through (a plain object look-up, no formatting library; decision 0338). Server code only:
 * client components get their texts as props, and the error boundaries read
 * ./error-page-texts.ts, so no page sends both whole catalogs to the browser (decision 0341).
 */
export const CATALOGS: Readonly<Record<Locale, Messages>> = { en, es }

/** Values for a text's `{name}` placeholders. */
export type MessageValues = TextValues

/**
 * Text of a key in a locale; an override (e.g. an experiment's langs) wins, an unknown key shows
 * the key. Without a locale: English, as every caller read it before the catalog had Spanish.
 */
export function t(key: MessageKey, overrides: Dictionary = {}, locale: Locale = DEFAULT_LOCALE): string {
  return (Object.hasOwn(overrides, key) ? overrides[key] : undefined) ?? CATALOGS[locale][key] ?? en[key] ?? key
}

export type Translate = (key: MessageKey, values?: MessageValues) => string

/** A reader of one locale's texts, placeholders filled: `tr('chrome.copyright', { year, siteName })`. */
export function translator(locale: Locale, overrides: Dictionary = {}): Translate {
  return (key, values) => fillText(t(key, overrides, locale), values)
}
