import { sql, type SQL } from 'drizzle-orm'
import type { SanitizedConfig } from 'payload'
import type { Faq, Review } from '@/payload-types'
import { collectionJsonSql, type DocumentFields } from './document-json'
import { documentFieldsOf } from './config-fields'

/**
 * reviews and faqs (collections reviews, faqs), each read whole by the pages that show them, in
 * Payload's document shape with the fields the site uses, in one prepared statement each instead of
 * a Local API read (decision 0293). Both are read by anyone and keep no drafts.
 *
 * Each field's shape is derived from the collection's fields in the Payload config as it runs, as
 * the shell globals' are (decision 0329): a field renamed, moved into a row or turned into an array
 * there is read here without a second list to keep, and one the SQL cannot rebuild (localized,
 * hidden, a relationship) throws at the first read, naming it. What no shape shows, read hooks and
 * field access, tests/int/sql-reads-skip-nothing.int.test.ts checks.
 */

/** The most the site reads of each (the Local API reads had the same limits). */
export const REVIEWS_LIMIT = 200
export const FAQS_LIMIT = 500

/** Reviews, newest first: the fields src/data/reviews.ts uses. */
export const REVIEWS_READ = [
  'reviewerName',
  'platform',
  'rating',
  'text',
  'categories',
  'url',
  'reviewedAt',
] as const satisfies readonly (keyof Review)[]

/** FAQ items in editor order: the fields src/data/faqs.ts uses. */
export const FAQS_READ = ['question', 'answers', 'topic'] as const satisfies readonly (keyof Faq)[]

/** The configs' collections, as Payload's config holds them once sanitized. */
type Collections = Pick<SanitizedConfig, 'collections'>

/** The document's id (every collection's table has it) and the named fields, their shapes derived from the config. */
export function listFields(config: Collections, slug: 'reviews' | 'faqs', only: readonly string[]): DocumentFields {
  const found = config.collections.find((c) => c.slug === slug)
  if (!found) throw new Error(`the Payload config has no collection ${slug}`)
  return { id: 'value', ...documentFieldsOf(found.fields, only, slug) }
}

/** The reviews, as Payload's read with `sort: '-reviewedAt'` orders them. */
export function reviewsSql(config: Collections): SQL {
  const docs = collectionJsonSql(
    'reviews',
    listFields(config, 'reviews', REVIEWS_READ),
    [
      { column: 'reviewed_at', descending: true },
      { column: 'created_at', descending: true },
    ],
    REVIEWS_LIMIT,
  )
  return sql`SELECT ${docs} AS docs`
}

/** The FAQ items, as Payload's read with `sort: 'sortOrder'` orders them. */
export function faqsSql(config: Collections): SQL {
  const docs = collectionJsonSql(
    'faqs',
    listFields(config, 'faqs', FAQS_READ),
    [{ column: 'sort_order' }, { column: 'created_at', descending: true }],
    FAQS_LIMIT,
  )
  return sql`SELECT ${docs} AS docs`
}
