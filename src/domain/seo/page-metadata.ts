/**
 * Page metadata as data (visitor-layer.md section 2 "Page metadata"). Pure: the app maps the result
 * onto Next's Metadata. Editor values win over the defaults of page-keys.ts; placeholders are
 * filled; the canonical link comes from the path with whitelisted query parameters only, sorted by
 * name, the path lowercased when the site settings say so.
 */
import { canonicalLink } from '../inventory/canonical'
import type { QueryInput } from '../inventory/query'
import { PAGE_DEFAULTS, type PageKey } from './page-keys'
import { fillPlaceholders, type PlaceholderValues } from './placeholders'
import { robotsDirectives, type RobotsDirectives } from './robots'
import { formatTitle } from './title'

export type SiteMeta = {
  siteName: string
  siteUrl: string
  description: string
  locale: string
  twitterHandle: string | null
  canonicalLowercase: boolean
}

/** One row of the page-metadata global; empty fields fall back to the defaults. */
export type PageMetaEntry = { title?: string | null; description?: string | null; noindex?: boolean | null }

export type PageMetaInput = {
  key: PageKey
  site: SiteMeta
  entry?: PageMetaEntry
  path: string
  query?: QueryInput
  /** Query parameter names kept in the canonical link (default: `page`). */
  whitelist?: readonly string[]
  values?: PlaceholderValues
  /** An extra indexability verdict (e.g. the search page's check); false forces noindex. */
  indexable?: boolean
  /** Some pages carry no canonical link (visitor-layer.md section 2). */
  canonical?: boolean
}

export type PageMeta = {
  title: string
  description: string
  canonical: string | null
  robots: RobotsDirectives
  openGraph: {
    type: 'website'
    locale: string
    siteName: string
    title: string
    description: string
    url: string | null
  }
  twitter: { card: 'summary_large_image'; site: string | null; title: string; description: string }
}

export const DEFAULT_CANONICAL_WHITELIST = ['page'] as const

export function buildPageMeta(input: PageMetaInput): PageMeta {
  const defaults = PAGE_DEFAULTS[input.key]
  const values = input.values ?? {}
  const pageTitle = fillPlaceholders(input.entry?.title?.trim() || defaults.title, values)
  const description =
    fillPlaceholders(input.entry?.description?.trim() || defaults.description, values) || input.site.description
  const title = formatTitle(pageTitle, input.site.siteName)
  const noindex = Boolean(input.entry?.noindex ?? ('noindex' in defaults ? defaults.noindex : false))
  const canonical =
    input.canonical === false
      ? null
      : canonicalLink(input.path, input.query ?? {}, {
          whitelist: input.whitelist ?? DEFAULT_CANONICAL_WHITELIST,
          lowercasePath: input.site.canonicalLowercase,
          origin: input.site.siteUrl,
        })
  return {
    title,
    description,
    canonical,
    robots: robotsDirectives(!noindex && input.indexable !== false),
    openGraph: {
      type: 'website',
      locale: input.site.locale,
      siteName: input.site.siteName,
      title,
      description,
      url: canonical,
    },
    twitter: { card: 'summary_large_image', site: input.site.twitterHandle, title, description },
  }
}
