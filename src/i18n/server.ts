import 'server-only'
import { cache } from 'react'
import { headers } from 'next/headers'
import { languageAlternates } from '@/domain/i18n/alternates'
import { LOCALE_HEADER, LOCALE_PATH_HEADER, localeOf, localizedPath, type Locale } from '@/domain/i18n/locale-path'
import { translator, type Translate } from './translate'

/**
 * The page's language on the server (issue 39): the proxy (src/proxy.ts) names it in the
 * x-site-locale request header on every page request, from the URL's /es prefix, and always
 * overwrites what a client sent, so this reads the URL, not the visitor. Once per render.
 */
export const requestLocale = cache(async (): Promise<Locale> => localeOf((await headers()).get(LOCALE_HEADER)))

/** The path the page answers for, without its locale prefix (set by the proxy beside the locale). */
export const requestPath = cache(async (): Promise<string | null> => (await headers()).get(LOCALE_PATH_HEADER))

/**
 * The one way a server component or handler makes a site link for this request (issue 39, "Spanish
 * pages stay Spanish"): `const href = await requestHref(); href('/cars-for-sale')` is
 * '/es/cars-for-sale' on a Spanish page and unchanged on an English one. Links, redirects and form
 * actions go through it; client leaves get the hrefs it made as props.
 */
export async function requestHref(): Promise<(path: string) => string> {
  const locale = await requestLocale()
  return (path) => localizedPath(path, locale)
}

/** This request's texts: `const tr = await requestTranslator(); tr('chrome.skip-link')`. */
export async function requestTranslator(): Promise<Translate> {
  return translator(await requestLocale())
}

/**
 * A page's `alternates` metadata in the request's language: its canonical (the /es twin on a
 * Spanish page) and the hreflang links for en, es and x-default. `canonical` is the English
 * canonical the page built, absolute or root-relative.
 */
export async function localeAlternates(canonical: string) {
  return languageAlternates(canonical, await requestLocale())
}
