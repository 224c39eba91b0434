import 'server-only'
import { unstable_cache } from 'next/cache'
import { payloadClient } from './payload'
import { TAGS, SHARED_CACHE_SECONDS } from './cache-tags'

export type ReviewView = {
  id: number
  reviewerName: string
  platform: 'google' | 'facebook'
  rating: number
  text: string
  categories: string[]
  url: string | null
  reviewedAt: string | null
}

/** All reviews, newest first (site.md section 3, "Review"); sections pick and filter. */
export const getReviews = unstable_cache(
  async (): Promise<{ reviews: ReviewView[] }> => {
    const payload = await payloadClient()
    const res = await payload.find({
      collection: 'reviews',
      limit: 200,
      depth: 0,
      overrideAccess: false,
      sort: '-reviewedAt',
      // No count: nothing reads the total, and Payload's count is a query of its own (decision 0275).
      pagination: false,
    })
    return {
      reviews: res.docs.map((r) => ({
        id: r.id,
        reviewerName: r.reviewerName,
        platform: r.platform,
        rating: r.rating ?? 5,
        text: r.text,
        categories: r.categories ?? [],
        url: r.url ?? null,
        reviewedAt: r.reviewedAt ?? null,
      })),
    }
  },
  ['reviews-v2'],
  { tags: [TAGS.reviews], revalidate: SHARED_CACHE_SECONDS },
)
