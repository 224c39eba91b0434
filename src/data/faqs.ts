import 'server-only'
import { unstable_cache } from 'next/cache'
import type { Faq } from '@/payload-types'
import { preparedStatement, type PreparedStatement } from '@/server/db/execute'
import { FAQS_READ, faqsSql } from '@/server/db/content-lists'
import { queryPrepared } from './inventory/db'
import { payloadClient } from './payload'
import { TAGS, SHARED_CACHE_SECONDS } from './cache-tags'

/** Built at the first read, from the Payload config as it runs (its fields derive the statement, decision 0329). */
let statement: PreparedStatement | undefined

export type FaqView = { id: number; question: string; answers: string[]; topic: string }

/** FAQ items in editor order (site.md section 3, "FAQ item": answers are paragraphs). */
export const getFaqs = unstable_cache(
  async (): Promise<FaqView[]> => {
    // One prepared statement instead of the Local API's read (decision 0293).
    statement ??= preparedStatement('faqs', faqsSql((await payloadClient()).config))
    const [row] = await queryPrepared<{ docs: Pick<Faq, 'id' | (typeof FAQS_READ)[number]>[] }>(statement)
    return (row?.docs ?? []).map((f) => ({
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
