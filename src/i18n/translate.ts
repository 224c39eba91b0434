import { en, type MessageKey } from './en'

export type Dictionary = Partial<Record<MessageKey, string>>

/** Text of a key; an override (e.g. an experiment's langs) wins, an unknown key shows the key. */
export function t(key: MessageKey, overrides: Dictionary = {}): string {
  return (Object.hasOwn(overrides, key) ? overrides[key] : undefined) ?? en[key] ?? key
}

export type ErrorStatus = 404 | 500

/** Everything the error page shows for one status (visitor-layer.md section 2, "Error page"). */
export function errorPageTexts(status: ErrorStatus, overrides: Dictionary = {}) {
  const k = (suffix: string) => t(`pages.error-page.${status}.${suffix}` as MessageKey, overrides)
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
