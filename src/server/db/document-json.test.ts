import { describe, expect, it } from 'vitest'
import { PgDialect } from 'drizzle-orm/pg-core'
import { arrayOf, collectionJsonSql, globalJsonSql, snakeCase } from './document-json'

const dialect = new PgDialect()
const text = (fields: Parameters<typeof globalJsonSql>[1]) => dialect.sqlToQuery(globalJsonSql('demo', fields)).sql

describe('snakeCase: Payload column and table names', () => {
  it.each([
    ['en', 'en'],
    ['privacyLinkLabel', 'privacy_link_label'],
    ['ga4Id', 'ga4_id'],
    ['driveFee30Day', 'drive_fee30_day'],
    ['alwaysOn', 'always_on'],
  ])('%s is %s', (name, column) => expect(snakeCase(name)).toBe(column))
})

describe('globalJsonSql: one JSON value in the document shape', () => {
  it.each([
    ['a text column', { siteName: 'value' }, `'siteName', "g"."site_name"`],
    ['a number column, as a JSON number', { rating: 'number' }, `'rating', "g"."rating"::float8`],
    [
      'a date column, as Payload writes dates (UTC, milliseconds, Z)',
      { reviewedAt: 'date' },
      `to_char("g"."reviewed_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    ],
    ['a group, its columns prefixed', { en: { banner: { text: 'value' } } }, `'text', "g"."en_banner_text"`],
    [
      'a hasMany select, its values in order',
      { liveConditions: 'values' },
      `json_agg("t0".value ORDER BY "t0"."order") FROM "demo_live_conditions" "t0" WHERE "t0".parent_id = "g".id`,
    ],
    [
      'an array in a group, its rows in order',
      { en: { sections: arrayOf({ title: 'value' }) } },
      `json_agg(json_build_object('title', "t0"."title") ORDER BY "t0"._order) FROM "demo_en_sections" "t0" WHERE "t0"._parent_id = "g".id`,
    ],
    [
      'an array in an array, joined to its own parent row',
      { header: arrayOf({ children: arrayOf({ name: 'value' }) }) },
      `FROM "demo_header_children" "t1" WHERE "t1"._parent_id = "t0".id`,
    ],
  ] as const)('%s', (_, fields, expected) => expect(text(fields)).toContain(expected))

  it('reads null, not an error, while the global was never saved (one row at most)', () => {
    expect(text({ siteName: 'value' })).toMatch(/^\(SELECT json_build_object\(.*\) FROM "demo" g LIMIT 1\)$/)
  })

  it.each([`it's`, 'a-b', 'x"; DROP TABLE users; --'])('refuses the field name %j', (name) => {
    expect(() => text({ [name]: 'value' })).toThrow(/not a field name|not a column or table name/)
  })
})

describe('collectionJsonSql: the first documents of a collection in one JSON array', () => {
  const query = collectionJsonSql(
    'reviews',
    { id: 'value' },
    [
      { column: 'reviewed_at', descending: true },
      { column: 'created_at', descending: true },
    ],
    200,
  )
  const textOf = dialect.sqlToQuery(query).sql

  it('orders the array as it orders the rows it limits', () => {
    expect(textOf).toContain(`ORDER BY "g"."reviewed_at" DESC, "g"."created_at" DESC), '[]'::json)`)
    expect(textOf).toContain(`FROM "reviews" g ORDER BY "g"."reviewed_at" DESC, "g"."created_at" DESC LIMIT 200) g`)
  })

  it.each([0, -1, 1.5, Number.NaN])('refuses the limit %s', (limit) => {
    expect(() => collectionJsonSql('reviews', { id: 'value' }, [{ column: 'id' }], limit)).toThrow(/whole number/)
  })
})
