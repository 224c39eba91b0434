import { describe, expect, it } from 'vitest'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { SanitizedConfig } from 'payload'
import { FAQS_READ, REVIEWS_READ, faqsSql, listFields, reviewsSql } from './content-lists'
import { arrayOf } from './document-json'
import { Reviews } from '@/collections/reviews'
import { Faqs } from '@/collections/faqs'

/** The two collections as the config declares them (the running config's sanitized copy adds timestamps). */
const config = { collections: [Reviews, Faqs] } as unknown as Pick<SanitizedConfig, 'collections'>

const text = (query: ReturnType<typeof reviewsSql>) => new PgDialect().sqlToQuery(query).sql

// Postgres returns rows with equal sort keys in no promised order; Payload's database adapter
// breaks ties by creation time, newest first, and the site shows them in that order.
describe("reviews and FAQ statements sort as Payload's read does", () => {
  it.each([
    [
      'reviews: newest review date first, then newest created',
      reviewsSql,
      `"g"."reviewed_at" DESC, "g"."created_at" DESC`,
    ],
    ['FAQ items: by sort order, then newest created', faqsSql, `"g"."sort_order", "g"."created_at" DESC`],
  ])('%s', (_, build, order) => {
    const sql = text(build(config))
    expect(sql).toContain(`ORDER BY ${order}), '[]'::json)`)
    expect(sql).toContain(`ORDER BY ${order} LIMIT`)
  })
})

describe('the fields read are derived from the collections in the config (issue 36, decision 0329)', () => {
  it('reads each named field in the shape its config gives it, and the id', () => {
    expect(listFields(config, 'reviews', REVIEWS_READ)).toEqual({
      id: 'value',
      reviewerName: 'value',
      platform: 'value',
      rating: 'number',
      text: 'value',
      categories: 'values',
      url: 'value',
      reviewedAt: 'date',
    })
    expect(listFields(config, 'faqs', FAQS_READ)).toEqual({
      id: 'value',
      question: 'value',
      answers: arrayOf({ paragraph: 'value' }),
      topic: 'value',
    })
  })

  it('follows a field whose kind the config changes, and refuses one the SQL cannot rebuild, naming it', () => {
    const renamed = {
      collections: [{ ...Faqs, fields: [{ name: 'question', type: 'textarea' }, ...Faqs.fields.slice(1)] }],
    } as unknown as Pick<SanitizedConfig, 'collections'>
    expect(listFields(renamed, 'faqs', ['question']).question).toBe('value')
    const localized = {
      collections: [
        { ...Faqs, fields: [{ name: 'question', type: 'text', localized: true }, ...Faqs.fields.slice(1)] },
      ],
    } as unknown as Pick<SanitizedConfig, 'collections'>
    expect(() => faqsSql(localized)).toThrow(/faqs\.question: localized/)
    const gone = { collections: [{ ...Faqs, fields: Faqs.fields.slice(1) }] } as unknown as Pick<
      SanitizedConfig,
      'collections'
    >
    expect(() => faqsSql(gone)).toThrow(/no field question/)
  })
})
