import 'server-only'
import { unstable_cache } from 'next/cache'
import { normalizeFilters, type SearchFilters } from '@/domain/inventory'
import { payloadClient } from './payload'
import { TAGS, SHARED_CACHE_SECONDS } from './cache-tags'

export type AuthoredSearchPage = {
  slug: string
  title: string
  description: string | null
  intro: string | null
  filters: SearchFilters
}

/** An editor's landing page at /{slug} (collection search-pages), or null. */
export const getAuthoredSearchPage = unstable_cache(
  async (slug: string): Promise<AuthoredSearchPage | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'search-pages',
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: false,
    })
    const doc = docs[0]
    if (!doc) return null
    const f = doc.filters ?? {}
    const range = (min?: number | null, max?: number | null) =>
      min == null && max == null ? undefined : { min: min ?? undefined, max: max ?? undefined }
    const filters = normalizeFilters({
      condition: f.condition ?? undefined,
      bodystyle: f.bodystyle ?? undefined,
      greatDeals: f.greatDeals ?? undefined,
      make: f.make ?? undefined,
      model: f.model ?? undefined,
      features: f.features ?? undefined,
      price: range(f.priceMin, f.priceMax),
      mileage: range(undefined, f.mileageMax),
      year: range(f.yearMin, undefined),
    })
    return { slug: doc.slug, title: doc.title, description: doc.description ?? null, intro: doc.intro ?? null, filters }
  },
  ['authored-search-page-v1'],
  { tags: [TAGS.searchPages], revalidate: SHARED_CACHE_SECONDS },
)

/** Slugs of every authored search page, for the sitemap's filters source (decision 0036). */
export const getAuthoredSearchPageSlugs = unstable_cache(
  async (): Promise<string[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'search-pages',
      limit: 1000,
      depth: 0,
      pagination: false,
      overrideAccess: false,
      select: { slug: true },
      sort: 'slug',
    })
    return docs.map((d) => d.slug)
  },
  ['authored-search-page-slugs-v1'],
  { tags: [TAGS.searchPages], revalidate: SHARED_CACHE_SECONDS },
)
