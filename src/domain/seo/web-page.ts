import { localizedPath, type Locale } from '../i18n/locale-path'
import { LOCALE_TAGS } from '../i18n/locale-tags'

/**
 * The page itself as JSON-LD (issue 39, "the JSON-LD's inLanguage"): a vehicle page is an
 * ItemPage, a search page a CollectionPage, each with its address and name in its language. The
 * vehicle, its offer and the breadcrumbs are nodes of their own beside it. `path` is the English
 * canonical path; the page's language moves it under /es.
 */
export function webPageJsonLd(
  type: 'ItemPage' | 'CollectionPage',
  page: { path: string; name: string; locale: Locale },
  siteUrl: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': type,
    url: siteUrl.replace(/\/+$/, '') + localizedPath(page.path, page.locale),
    name: page.name,
    inLanguage: LOCALE_TAGS[page.locale],
  }
}
