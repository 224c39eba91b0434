import { sql, type SQL } from 'drizzle-orm'
import { arrayOf, collectionJsonSql, type DocumentFields } from './document-json'

/**
 * reviews and faqs (collections reviews, faqs), each read whole by the pages that show them, in
 * Payload's document shape with the fields the site uses, in one prepared statement each instead of
 * a Local API read (decision 0293). Both are read by anyone and keep no drafts.
 */

/** The most the site reads of each (the Local API reads had the same limits). */
export const REVIEWS_LIMIT = 200
export const FAQS_LIMIT = 500

/** Reviews, newest first: src/data/reviews.ts. */
export const REVIEW_FIELDS = {
  id: 'value',
  reviewerName: 'value',
  platform: 'value',
  rating: 'number',
  text: 'value',
  categories: 'values',
  url: 'value',
  reviewedAt: 'date',
} as const satisfies DocumentFields

/** FAQ items in editor order: src/data/faqs.ts. */
export const FAQ_FIELDS = {
  id: 'value',
  question: 'value',
  answers: arrayOf({ paragraph: 'value' }),
  topic: 'value',
} as const satisfies DocumentFields

/** The reviews, as Payload's read with `sort: '-reviewedAt'` orders them. */
export function reviewsSql(): SQL {
  const docs = collectionJsonSql(
    'reviews',
    REVIEW_FIELDS,
    [
      { column: 'reviewed_at', descending: true },
      { column: 'created_at', descending: true },
    ],
    REVIEWS_LIMIT,
  )
  return sql`SELECT ${docs} AS docs`
}

/** The FAQ items, as Payload's read with `sort: 'sortOrder'` orders them. */
export function faqsSql(): SQL {
  const docs = collectionJsonSql(
    'faqs',
    FAQ_FIELDS,
    [{ column: 'sort_order' }, { column: 'created_at', descending: true }],
    FAQS_LIMIT,
  )
  return sql`SELECT ${docs} AS docs`
}
