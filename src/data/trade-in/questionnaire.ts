import 'server-only'
import { unstable_cache } from 'next/cache'
import { payloadClient } from '@/data/payload'
import { TAGS } from '@/data/cache-tags'
import { toQuestion } from './to-offer-settings'
import type { Question, QuestionCategory } from '@/domain/trade-in/questionnaire'
import { buildTrimIndex, type TrimIndex } from '@/domain/trade-in/trim-options'

export type PublicQuestionnaire = {
  questions: Question[]
  categories: QuestionCategory[]
  makes: Record<string, string[]>
  trims: TrimIndex
}

/**
 * The published questionnaire for the shopper's form, without deductions (what an answer is worth
 * is the dealer's business), the makes and models the market guide can price, and the series and
 * styles it lists per year, make and model (the form's pickers).
 */
export const getPublicQuestionnaire = unstable_cache(
  async (): Promise<PublicQuestionnaire> => {
    const payload = await payloadClient()
    const [questions, categories, guide] = await Promise.all([
      payload.find({
        collection: 'trade-in-questions',
        depth: 0,
        pagination: false,
        sort: 'sortOrder',
        overrideAccess: false,
      }),
      payload.find({
        collection: 'trade-in-categories',
        depth: 0,
        pagination: false,
        sort: 'sortOrder',
        overrideAccess: false,
      }),
      payload.find({
        collection: 'market-guide',
        depth: 0,
        pagination: false,
        select: { year: true, make: true, model: true, series: true, style: true },
      }),
    ])
    const makes: Record<string, string[]> = {}
    for (const row of guide.docs) {
      const models = (makes[row.make] ??= [])
      if (!models.includes(row.model)) models.push(row.model)
    }
    for (const list of Object.values(makes)) list.sort()
    const sortedMakes = Object.fromEntries(Object.entries(makes).sort(([a], [b]) => a.localeCompare(b)))
    return {
      questions: questions.docs.map(toQuestion).map((q) => ({
        ...q,
        answers: q.answers.map(({ label, value, description }) => ({
          label,
          value,
          ...(description ? { description } : {}),
        })),
      })),
      categories: categories.docs.map((c) => ({
        categoryId: c.categoryId,
        categoryTitle: c.categoryTitle,
        categoryDescription: c.categoryDescription ?? '',
        questionsIds: c.questionsIds ?? [],
      })),
      makes: sortedMakes,
      trims: buildTrimIndex(guide.docs),
    }
  },
  ['trade-in-questionnaire-v2'],
  { tags: [TAGS.tradeIn], revalidate: 10 },
)
