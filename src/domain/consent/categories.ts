/**
 * Cookie categories, tiers and display modes (visitor-layer.md sections 2, 3, 4 and 9).
 * Essential is always on (section 5 "Essential cookies cannot be switched off").
 */
export const CONSENT_CATEGORIES = ['essential', 'functional', 'analytics', 'targeting'] as const
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number]

/** Tier 0: no banner; 1: close-and-continue only; 2: customize + accept all; 3: adds deny (section 9). */
export type ConsentTier = 0 | 1 | 2 | 3

/** show: visible except under /legal; hide: never; force: always (section 2). */
export const DISPLAY_MODES = ['show', 'hide', 'force'] as const
export type DisplayMode = (typeof DISPLAY_MODES)[number]

/** The banner hides 500 ms after any choice (section 9). */
export const BANNER_HIDE_DELAY_MS = 500

/** Cookie-text languages, default English (sections 3 and 9). */
export const CONSENT_LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
] as const
export type ConsentLanguage = (typeof CONSENT_LANGUAGES)[number]['code']
export const DEFAULT_CONSENT_LANGUAGE: ConsentLanguage = 'en'

export function isConsentCategory(value: unknown): value is ConsentCategory {
  return typeof value === 'string' && (CONSENT_CATEGORIES as readonly string[]).includes(value)
}

export function isDisplayMode(value: unknown): value is DisplayMode {
  return typeof value === 'string' && (DISPLAY_MODES as readonly string[]).includes(value)
}

/** Keeps known categories only, once each, in canonical order (stable cookie values, easy comparison). */
export function normalizeCategories(list: readonly unknown[]): ConsentCategory[] {
  return CONSENT_CATEGORIES.filter((category) => list.includes(category))
}
