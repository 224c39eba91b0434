/**
 * The site's languages and where they live in a URL (issue 39, "URLs"): English at the root, Spanish
 * under `/es` with the same paths (`/es/cars-for-sale/suvs`). Pure, so the proxy, the page cache,
 * the sitemap, the metadata and the browser's switcher all read a path the same way.
 */
export const LOCALES = ['en', 'es'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

/** The request header the proxy sets on every page request (always its own value, never the client's). */
export const LOCALE_HEADER = 'x-site-locale'
/** The path the page answers for, without the locale prefix; set by the proxy beside the locale. */
export const LOCALE_PATH_HEADER = 'x-site-path'

/** The prefix of a non-default locale: '/es'. */
const PREFIX: Record<Locale, string> = { en: '', es: '/es' }

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** A header's value as a locale; anything else is the default (a missing or unknown header). */
export function localeOf(value: string | null | undefined): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE
}

/**
 * The locale a path names and the path without it: '/es/cars-for-sale' is Spanish '/cars-for-sale',
 * '/es' is Spanish '/'. '/espanol' and '/est' are English paths that merely start with the letters.
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    const prefix = PREFIX[locale]
    if (!prefix) continue
    if (pathname === prefix) return { locale, path: '/' }
    if (pathname.startsWith(`${prefix}/`)) return { locale, path: pathname.slice(prefix.length) }
  }
  return { locale: DEFAULT_LOCALE, path: pathname }
}

/** Whether a site path names a language other than the default ('/es/...', '/es?x=1'). */
export function namesLocale(href: string): boolean {
  const cut = href.search(/[?#]/)
  return splitLocalePath(cut === -1 ? href : href.slice(0, cut)).locale !== DEFAULT_LOCALE
}

/**
 * A site path in a locale: '/cars-for-sale' in Spanish is '/es/cars-for-sale'; '/' is '/es'. The
 * query and the fragment are kept. Anything that is not a root-relative path (an absolute URL, a
 * `tel:` link, '#cookie-settings', '//host') is returned as it is: it is not ours to prefix.
 */
export function localizedPath(href: string, locale: Locale): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href
  const cut = href.search(/[?#]/)
  const pathname = cut === -1 ? href : href.slice(0, cut)
  const rest = cut === -1 ? '' : href.slice(cut)
  const bare = splitLocalePath(pathname).path
  const prefix = PREFIX[locale]
  if (!prefix) return bare + rest
  return (bare === '/' ? prefix : prefix + bare) + rest
}

/** An absolute URL (or a root-relative href) moved into a locale, keeping its origin. */
export function localizedUrl(url: string, locale: Locale): string {
  const match = /^(https?:\/\/[^/?#]+)(.*)$/.exec(url)
  if (!match) return localizedPath(url, locale)
  return match[1] + localizedPath(match[2] || '/', locale)
}
