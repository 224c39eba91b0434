import 'server-only'
import { formatVehicleUrl, type Condition } from '@/domain/inventory'
import { filterSitemapPaths, type SitemapPath, type SitemapSource } from '@/domain/seo'
import { routes } from '@/config/routes'
import { getPageEntries } from '../pages'
import { getArticles } from '../articles'
import { getStaff } from '../staff'
import { getActivePromotions } from '../promotions'
import { getInventoryVocabulary } from '../vehicles'
import { getAuthoredSearchPageSlugs } from '../search-pages'
import { queryRows } from '../inventory/db'
import { sitemapVehiclesSql } from '@/server/db/vehicles'
import { STATIC_PAGE_PATHS } from './static-paths'

export type SourceOptions = { condition?: string | null }

async function pages(): Promise<SitemapPath[]> {
  const editable = (await getPageEntries()).map((p) => ({
    path: p.slug === 'home' ? '/' : `/${p.slug}`,
    lastmod: p.updatedAt,
  }))
  editable.sort((a, b) => (a.path === '/' ? -1 : b.path === '/' ? 1 : a.path.localeCompare(b.path)))
  return [...editable, ...STATIC_PAGE_PATHS.map((path) => ({ path }))]
}

/**
 * Filter pages worth indexing (visitor-layer.md section 2: the search page is indexable when it is
 * in this list; the search, special and authored pages' robots meta read the same list through
 * `indexableFilterPaths`, src/domain/seo/filter-pages.ts).
 */
async function filters(): Promise<SitemapPath[]> {
  return (await indexableFilterPaths()).map((path) => ({ path }))
}

/** The filters source as root-relative paths: what the search pages' indexability check compares against. */
export async function indexableFilterPaths(): Promise<string[]> {
  const [vocab, authoredSlugs] = await Promise.all([getInventoryVocabulary(), getAuthoredSearchPageSlugs()])
  return filterSitemapPaths({
    liveConditions: vocab.liveConditions,
    makes: vocab.vocabulary.makes,
    under20kToken: routes.under20k.slice(1),
    authoredSlugs,
  })
}

/** Public vehicle detail pages (available, not private, live condition), optionally one condition. */
async function vehicles(options: SourceOptions): Promise<SitemapPath[]> {
  const { liveConditions } = await getInventoryVocabulary()
  const wanted = options.condition ? liveConditions.filter((c) => c === options.condition) : liveConditions
  if (!wanted.length) return []
  const rows = await queryRows<{
    vin: string
    condition: Condition
    year: number | string
    make: string
    model: string
    trim: string | null
    updated_at: string
  }>(sitemapVehiclesSql(wanted))
  return rows.map((r) => ({
    path: formatVehicleUrl({ ...r, year: Number(r.year) }),
    lastmod: new Date(r.updated_at).toISOString(),
  }))
}

async function offers(): Promise<SitemapPath[]> {
  return (await getActivePromotions()).map((p) => ({ path: `/special-offers/${p.type}/${p.id}`, lastmod: p.startDate }))
}

async function articles(): Promise<SitemapPath[]> {
  return (await getArticles()).map((a) => ({ path: `/car-research/${a.slug}`, lastmod: a.updatedAt }))
}

async function teamMembers(): Promise<SitemapPath[]> {
  return (await getStaff()).map((s) => ({ path: `/our-company/meet-our-team/${s.slug}`, lastmod: s.updatedAt }))
}

/** The paths of one sitemap source (site.md section 2: pages, filters, vehicles, offers, articles, team-members). */
export function sitemapPaths(source: SitemapSource, options: SourceOptions = {}): Promise<SitemapPath[]> {
  switch (source) {
    case 'pages':
      return pages()
    case 'filters':
      return filters()
    case 'vehicles':
      return vehicles(options)
    case 'offers':
      return offers()
    case 'articles':
      return articles()
    case 'team-members':
      return teamMembers()
  }
}
