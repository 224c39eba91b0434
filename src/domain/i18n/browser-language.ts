import type { Locale } from './locale-path'

/**
 * Whether to suggest the Spanish version of an English page (issue 39: "the browser's language may
 * suggest Spanish in a small dismissible note. It never redirects, so crawlers see both versions").
 * The browser's languages in its order of preference (navigator.languages); the first one the site
 * has decides: ['es-MX', 'en'] suggests Spanish, ['en-US', 'es'] does not. A choice the visitor made
 * on the switcher or on the note (the remembered cookie, functional consent only) always wins.
 */
export function suggestsSpanish(
  pageLocale: Locale,
  browserLanguages: readonly string[],
  remembered: Locale | undefined,
): boolean {
  if (pageLocale !== 'en') return false
  if (remembered) return remembered === 'es'
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0]
    if (primary === 'es') return true
    if (primary === 'en') return false
  }
  return false
}
