/**
 * Reviews and FAQ items read in one prepared statement each (decision 0293) against Payload's own
 * anonymous read with the same sort and limit: the same documents, fields and order, including the
 * ties Payload breaks by creation time (equal dates, a review with no date, equal sort orders) and
 * dates in Payload's format.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { testPayload } from '../support/payload'
import { execute } from '@/server/db/execute'
import {
  FAQS_LIMIT,
  FAQS_READ,
  REVIEWS_LIMIT,
  REVIEWS_READ,
  faqsSql,
  listFields,
  reviewsSql,
} from '@/server/db/content-lists'

const pick = (doc: Record<string, unknown>, fields: object) =>
  Object.fromEntries(
    Object.keys(fields).map((name) => {
      const value = doc[name]
      if (name === 'answers')
        return [name, ((value as { paragraph: string }[] | null) ?? []).map((a) => ({ paragraph: a.paragraph }))]
      if (name === 'categories') return [name, value ?? []]
      return [name, value ?? null]
    }),
  )

const created: { reviews: number[]; faqs: number[] } = { reviews: [], faqs: [] }

afterAll(async () => {
  const payload = await testPayload()
  for (const id of created.reviews) await payload.delete({ collection: 'reviews', id })
  for (const id of created.faqs) await payload.delete({ collection: 'faqs', id })
})

describe('reviews and FAQ items in one statement each (decision 0293)', () => {
  it("reads the reviews Payload reads, newest first, ties and undated ones in Payload's order", async () => {
    const payload = await testPayload()
    const sameDay = '2026-03-04T05:06:07.089Z'
    for (const [name, reviewedAt] of [
      ['Tie One', sameDay],
      ['Tie Two', sameDay],
      ['No Date', null],
    ] as const) {
      const doc = await payload.create({
        collection: 'reviews',
        data: {
          reviewerName: name,
          platform: 'facebook',
          rating: 4,
          text: 'Fine.',
          categories: ['sale', 'finance'],
          reviewedAt,
        },
      })
      created.reviews.push(doc.id)
    }
    const viaPayload = await payload.find({
      collection: 'reviews',
      limit: REVIEWS_LIMIT,
      depth: 0,
      overrideAccess: false,
      sort: '-reviewedAt',
      pagination: false,
    })
    const [row] = await execute(payload, reviewsSql(payload.config))
    const docs = row?.docs as Record<string, unknown>[]
    const fields = listFields(payload.config, 'reviews', REVIEWS_READ)
    expect(docs.map((d) => pick(d, fields))).toEqual(
      viaPayload.docs.map((d) => pick(d as unknown as Record<string, unknown>, fields)),
    )
    // Not two empty lists that agree: the new reviews are there, the date as Payload writes it.
    expect(docs.find((d) => d.reviewerName === 'Tie One')).toMatchObject({ reviewedAt: sameDay, rating: 4 })
    expect(docs.filter((d) => d.reviewerName === 'No Date')).toHaveLength(1)
  })

  it('reads the FAQ items Payload reads, in sort order, equal orders in creation order', async () => {
    const payload = await testPayload()
    for (const question of ['Same order A?', 'Same order B?']) {
      const doc = await payload.create({
        collection: 'faqs',
        data: { question, answers: [{ paragraph: 'One.' }, { paragraph: 'Two.' }], topic: 'general', sortOrder: 3 },
      })
      created.faqs.push(doc.id)
    }
    const viaPayload = await payload.find({
      collection: 'faqs',
      limit: FAQS_LIMIT,
      depth: 0,
      overrideAccess: false,
      sort: 'sortOrder',
      pagination: false,
    })
    const [row] = await execute(payload, faqsSql(payload.config))
    const docs = row?.docs as Record<string, unknown>[]
    const fields = listFields(payload.config, 'faqs', FAQS_READ)
    expect(docs.map((d) => pick(d, fields))).toEqual(
      viaPayload.docs.map((d) => pick(d as unknown as Record<string, unknown>, fields)),
    )
    expect(docs.find((d) => d.question === 'Same order A?')).toMatchObject({
      answers: [{ paragraph: 'One.' }, { paragraph: 'Two.' }],
    })
  })
})
