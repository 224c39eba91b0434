import 'server-only'
import { unstable_cache } from 'next/cache'
import { payloadClient } from './payload'
import { TAGS, SHARED_CACHE_SECONDS } from './cache-tags'

export type FaqView = { id: number; question: string; answers: string[]; topic: string }

/** FAQ items in editor order (site.md section 3, "FAQ item": answers are paragraphs). */
export const getFaqs = unstable_cache(
  async (): Promise<FaqView[]> => {
    const payload = await payloadClient()
    const res = await payload.find({
      collection: 'faqs',
      limit: 500,
      depth: 0,
      overrideAccess: false,
      sort: 'sortOrder',
      pagination: false,
    })
    return res.docs.map((f) => ({
      id: f.id,
      question: f.question,
      answers: (f.answers ?? []).map((a) => a.paragraph),
      topic: f.topic ?? 'general',
    }))
  },
  ['faqs-v1'],
  { tags: [TAGS.faqs], revalidate: SHARED_CACHE_SECONDS },
)

export async function getFaqsByTopic(topics: readonly string[] = [], limit?: number): Promise<FaqView[]> {
  const all = await getFaqs()
  const picked = topics.length ? all.filter((f) => topics.includes(f.topic)) : all
  return limit ? picked.slice(0, limit) : picked
}
