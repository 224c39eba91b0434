import 'server-only'
import { unstable_cache } from 'next/cache'
import { payloadClient } from './payload'
import { imageView, type ImageView } from './media-url'
import { TAGS, SHARED_CACHE_SECONDS } from './cache-tags'
import { activePromotions } from '@/domain/content/promotions'
import { noteContentChanges } from '@/services/page-cache/content-expiry'

export type PromotionView = {
  id: number
  title: string
  name: string
  type: 'dealer' | 'sales' | 'service'
  position: 'promotions-carousel' | 'grid-item'
  description: string | null
  url: string | null
  ctaText: string | null
  category: string | null
  icon: string | null
  tags: string[]
  criteria: string | null
  image: ImageView | null
  startDate: string
  endDate: string
}

/** Every promotion, cached under the promotions tag; the time window is applied per request. */
const getAllPromotions = unstable_cache(
  async (): Promise<PromotionView[]> => {
    const payload = await payloadClient()
    const res = await payload.find({
      collection: 'promotions',
      limit: 500,
      depth: 1,
      overrideAccess: false,
      sort: 'startDate',
      pagination: false,
    })
    return res.docs.map((p) => ({
      id: p.id,
      title: p.title,
      name: p.name || p.title,
      type: p.type,
      position: p.position,
      description: p.description ?? null,
      url: p.url ?? null,
      ctaText: p.ctaText ?? null,
      category: p.category ?? null,
      icon: p.icon ?? null,
      tags: p.tags ?? [],
      criteria: p.criteria ?? null,
      image: imageView(p.image),
      startDate: p.startDate,
      endDate: p.endDate,
    }))
  },
  ['promotions-v1'],
  { tags: [TAGS.promotions], revalidate: SHARED_CACHE_SECONDS },
)

/**
 * Offers running now (site.md section 4). The clock is read per request, outside the cache, so an
 * offer appears and disappears on time without anyone saving anything; every start and end is
 * noted for the page cache, so a page kept before one does not outlive it (issue 37).
 */
export async function getActivePromotions(
  filter: { type?: string | null; position?: string | null; limit?: number } = {},
): Promise<PromotionView[]> {
  const all = await getAllPromotions()
  noteContentChanges(all.flatMap((p) => [p.startDate, p.endDate]))
  return activePromotions(all, new Date(), filter)
}

export async function getActivePromotion(id: number, type: PromotionView['type']): Promise<PromotionView | null> {
  return (await getActivePromotions({ type })).find((p) => p.id === id) ?? null
}
