import { describe, expect, it } from 'vitest'
import { PgDialect } from 'drizzle-orm/pg-core'
import { faqsSql, reviewsSql } from './content-lists'

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
    const sql = text(build())
    expect(sql).toContain(`ORDER BY ${order}), '[]'::json)`)
    expect(sql).toContain(`ORDER BY ${order} LIMIT`)
  })
})
