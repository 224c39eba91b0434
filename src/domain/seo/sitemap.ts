import { languageAlternates } from '@/domain/i18n/alternates'
import { LOCALES } from '@/domain/i18n/locale-path'

/**
 * Sitemap rules (site.md section 2 "Special paths", section 9 "Sitemap priorities": pages 1,
 * filters and vehicles 0.9, others 0.6). Pure: entries come in, XML or JSON shapes go out.
 */
export const SITEMAP_SOURCES = ['pages', 'filters', 'vehicles', 'offers', 'articles', 'team-members'] as const
export type SitemapSource = (typeof SITEMAP_SOURCES)[number]

export const SITEMAP_PRIORITY: Record<SitemapSource, number> = {
  pages: 1,
  filters: 0.9,
  vehicles: 0.9,
  offers: 0.6,
  articles: 0.6,
  'team-members': 0.6,
}

export function isSitemapSource(v: string): v is SitemapSource {
  return (SITEMAP_SOURCES as readonly string[]).includes(v)
}

/** A source's entry: a root-relative path and, when known, when it last changed. */
export type SitemapPath = { path: string; lastmod?: string | null }
export type SitemapEntry = { loc: string; lastmod?: string; priority: number }

/** W3C datetime as the sitemaps.org schema wants it; unreadable dates are dropped. */
export function toLastmod(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  const t = Date.parse(value)
  return Number.isNaN(t) ? undefined : new Date(t).toISOString()
}

/**
 * Entries of one source. `withoutOrigin` (the API's ?without=1) keeps locs root-relative, which is
 * what the search page's indexability check compares against (canonical.ts); the XML always uses
 * absolute URLs, as sitemaps.org requires. Duplicate paths are kept once.
 */
export function toEntries(
  source: SitemapSource,
  paths: readonly SitemapPath[],
  origin: string,
  withoutOrigin = false,
): SitemapEntry[] {
  const base = withoutOrigin ? '' : origin.replace(/\/+$/, '')
  const seen = new Set<string>()
  const out: SitemapEntry[] = []
  for (const p of paths) {
    if (!p.path.startsWith('/') || seen.has(p.path)) continue
    seen.add(p.path)
    const lastmod = toLastmod(p.lastmod)
    out.push({ loc: base + p.path, ...(lastmod ? { lastmod } : {}), priority: SITEMAP_PRIORITY[source] })
  }
  return out
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }
const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => XML_ESCAPES[c])

/**
 * A sitemaps.org 0.9 urlset (valid against tests/support/sitemap.xsd). Every page is listed in each
 * language, English then Spanish under /es, and each `<url>` names all its versions with
 * `xhtml:link rel="alternate"` (en, es and x-default, the English page), the way search engines
 * read language versions from a sitemap (issue 39, "The sitemap lists the alternates").
 */
export function toSitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.flatMap((e) => {
    const { languages } = languageAlternates(e.loc, 'en')
    const links = Object.entries(languages).map(
      ([lang, href]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`,
    )
    return LOCALES.map((locale) =>
      [
        '  <url>',
        `    <loc>${escapeXml(languages[locale])}</loc>`,
        e.lastmod ? `    <lastmod>${e.lastmod}</lastmod>` : null,
        `    <priority>${e.priority.toFixed(1)}</priority>`,
        ...links,
        '  </url>',
      ]
        .filter(Boolean)
        .join('\n'),
    )
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}
