import { DEFAULT_LOCALE, type Locale } from '@/domain/i18n/locale-path'
import { CATALOGS, translator, type MessageKey } from './translate'

/**
 * Field errors in the page's language (issue 39, "Forms and leads in the shopper's language").
 * The lead schemas stay one per form, shared by the browser and the server (ARCHITECTURE.md
 * convention 4), and word their errors in the spec's English (site.md section 5, pinned by
 * src/domain/leads/parse-lead.test.ts). A message is read back to its catalog key (`form.error.*`,
 * whose English texts are those messages) and shown in the locale: zod 4 lets a schema's own
 * message win over a parse-time error map, so a map per locale could not replace them, and a
 * schema per locale would double every form's parser. A message with no key stays as written.
 */
const FORM_ERROR_KEYS = (Object.keys(CATALOGS.en) as MessageKey[]).filter((key) => key.startsWith('form.error.'))

/** An English text with `{name}` placeholders as a pattern that reads the values back. */
function patternOf(template: string): RegExp {
  const parts = template.split(/\{(\w+)\}/g)
  const source = parts.map((part, i) => (i % 2 === 1 ? `(?<${part}>.+?)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
  return new RegExp(`^${source.join('')}$`)
}

const EXACT = new Map<string, MessageKey>()
const PATTERNS: Array<{ key: MessageKey; pattern: RegExp }> = []
for (const key of FORM_ERROR_KEYS) {
  const english = CATALOGS.en[key]
  if (/\{\w+\}/.test(english)) PATTERNS.push({ key, pattern: patternOf(english) })
  else EXACT.set(english, key)
}

/** One message in a locale: 'This field is required' in Spanish is 'Este campo es obligatorio'. */
export function localizedFieldError(message: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return message
  const key = EXACT.get(message)
  if (key) return CATALOGS[locale][key]
  for (const { key: patternKey, pattern } of PATTERNS) {
    const match = pattern.exec(message)
    if (match) return translator(locale)(patternKey, match.groups ?? {})
  }
  return message
}

/** A form's field errors (field -> message) in a locale. */
export function localizedFieldErrors(errors: Record<string, string>, locale: Locale): Record<string, string> {
  if (locale === DEFAULT_LOCALE) return errors
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, localizedFieldError(message, locale)]),
  )
}

/**
 * What a client form needs to show its own check's errors in the page's language, handed to it as a
 * prop: English message -> the locale's text, for the messages without values. Empty in English,
 * so the English pages carry no Spanish (the first-load budgets; decision 0338).
 */
export function fieldErrorTexts(locale: Locale): Readonly<Record<string, string>> {
  if (locale === DEFAULT_LOCALE) return {}
  return Object.fromEntries([...EXACT].map(([english, key]) => [english, CATALOGS[locale][key]]))
}
