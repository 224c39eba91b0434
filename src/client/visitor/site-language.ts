import { COOKIES } from '@/config/cookies'
import { isLocale, type Locale } from '@/domain/i18n/locale-path'
import { CONSENT_MAX_AGE_SECONDS, currentConsent } from './consent'
import { readCookie, writeCookie } from './cookies'

/**
 * The language a visitor chose (issue 39: "the choice is remembered under functional consent").
 * Only the browser reads it, to decide whether to suggest the Spanish version (it never redirects,
 * and the server never reads it, so cached pages stay one copy per URL). Kept as long as the
 * consent record (180 days, OURS); withdrawing functional consent deletes it (./consent.ts).
 */
export function rememberLanguage(locale: Locale): void {
  if (!currentConsent()?.allowed.includes('functional')) return
  writeCookie(COOKIES.siteLocale, locale, CONSENT_MAX_AGE_SECONDS)
}

export function rememberedLanguage(): Locale | undefined {
  const value = readCookie(COOKIES.siteLocale)
  return isLocale(value) ? value : undefined
}
