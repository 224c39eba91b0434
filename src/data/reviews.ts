import 'server-only'
import { unstable_cache } from 'next/cache'
import type { Review } from '@/payload-types'
import { preparedStatement, type PreparedStatement } from '@/server/db/execute'
import { REVIEWS_READ, reviewsSql } from '@/server/db/content-lists'
import { queryPrepared } from './inventory/db'
import { payloadClient } from './payload'
import { TAGS, SHARED_CACHE_SECONDS } from './cache-tags'

/** Built at the first read, from the Payload config as it runs (its fields derive the statement, decision 0329). */
let statement: PreparedStatement | undefined

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
    // One prepared statement instead of the Local API's read (decision 0293).
    statement ??= preparedStatement('reviews', reviewsSql((await payloadClient()).config))
    const [row] = await queryPrepared<{ docs: Pick<Review, 'id' | (typeof REVIEWS_READ)[number]>[] }>(statement)
    const docs = row?.docs ?? []
    return {
      reviews: docs.map((r) => ({
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
