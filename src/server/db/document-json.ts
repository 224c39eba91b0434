import { sql, type SQL } from 'drizzle-orm'

/**
 * A global's fields, or a collection's documents, as JSON in Payload's document shape, built by
 * Postgres in one statement (decision 0293). Payload's database adapter builds a relational query
 * in drizzle on every read (about 22 ms of a cold home page's CPU, decision 0288); a statement built
 * from these lists, prepared once, costs about a millisecond and Node next to nothing.
 *
 * The shape follows Payload's Postgres naming: a field's column is its path in snake_case joined by
 * `_` (`en.banner.privacyLinkLabel` is `en_banner_privacy_link_label`); an array's rows live in
 * `<table>_<path>` with `_parent_id` and `_order`, and a `hasMany` select's values in
 * `<table>_<path>` with `parent_id`, `order` and `value`. tests/int/shell-globals-sql.int.test.ts and
 * tests/int/content-lists-sql.int.test.ts hold each list against Payload's own read, so a field
 * renamed in a config fails there.
 */
export type DocumentFields = { readonly [field: string]: FieldShape }

const ARRAY = Symbol('array field')

/** An array field: its rows in order, each with these fields. */
export function arrayOf(fields: DocumentFields): { readonly [ARRAY]: DocumentFields } {
  return { [ARRAY]: fields }
}

export type FieldShape =
  /** A text, select, checkbox or date column, as Postgres returns it. */
  | 'value'
  /** A number column (numeric in Postgres), returned as a JSON number like Payload's read. */
  | 'number'
  /** A date column, as Payload's read returns it: ISO 8601 in UTC with milliseconds. */
  | 'date'
  /** A `hasMany` select: its values in order. */
  | 'values'
  /** An array field (`arrayOf`); its rows' ids are not read, as nothing on the site uses them. */
  | { readonly [ARRAY]: DocumentFields }
  /** A group, or a named tab: its fields under its name. */
  | DocumentFields

/** The fields of an array field's rows, or null for any other shape. */
export function arrayFieldsOf(shape: FieldShape): DocumentFields | null {
  return typeof shape === 'object' && ARRAY in shape ? (shape[ARRAY] as DocumentFields) : null
}

/**
 * `privacyLinkLabel` to `privacy_link_label`, as Payload names columns and tables (digits stay
 * attached). Payload's own conversion treats a run of capitals as one word (`chatScriptURL` is
 * `chat_script_url`); this one does not, so a listed field named so fails as an unknown column in
 * the integration tests rather than reading the wrong one.
 */
export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)
}

/** Names here come from the lists in this folder, never from a request; checked all the same. */
function ident(name: string): SQL {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a column or table name: ${name}`)
  return sql.raw(`"${name}"`)
}

function key(name: string): SQL {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`not a field name: ${name}`)
  return sql.raw(`'${name}'`)
}

/**
 * `json_build_object(...)` of `fields`, read from the row aliased `alias` of table `table`, whose
 * columns carry `prefix` (a group's or tab's path).
 */
function objectSql(fields: DocumentFields, table: string, alias: string, prefix: string, depth: number): SQL {
  const pairs = Object.entries(fields).map(([name, shape]) => {
    const column = prefix + snakeCase(name)
    return sql`${key(name)}, ${valueSql(shape, column, table, alias, depth)}`
  })
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`
}

function valueSql(shape: FieldShape, column: string, table: string, alias: string, depth: number): SQL {
  const col = sql`${ident(alias)}.${ident(column)}`
  if (shape === 'value') return col
  if (shape === 'number') return sql`${col}::float8`
  if (shape === 'date') return sql`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
  const child = `${table}_${column}`
  const rowAlias = `t${depth}`
  if (shape === 'values')
    return sql`coalesce((SELECT json_agg(${ident(rowAlias)}.value ORDER BY ${ident(rowAlias)}."order") FROM ${ident(child)} ${ident(rowAlias)} WHERE ${ident(rowAlias)}.parent_id = ${ident(alias)}.id), '[]'::json)`
  const rowFields = arrayFieldsOf(shape)
  if (rowFields) {
    const row = objectSql(rowFields, child, rowAlias, '', depth + 1)
    return sql`coalesce((SELECT json_agg(${row} ORDER BY ${ident(rowAlias)}._order) FROM ${ident(child)} ${ident(rowAlias)} WHERE ${ident(rowAlias)}._parent_id = ${ident(alias)}.id), '[]'::json)`
  }
  return objectSql(shape as DocumentFields, table, alias, `${column}_`, depth)
}

/** The global stored in `table` as one JSON value, or null while it was never saved. */
export function globalJsonSql(table: string, fields: DocumentFields): SQL {
  return sql`(SELECT ${objectSql(fields, table, 'g', '', 0)} FROM ${ident(table)} g LIMIT 1)`
}

/** A column to sort a collection's documents by, as Payload's `sort` names it (`-` for descending). */
export type SortColumn = { readonly column: string; readonly descending?: boolean }

/**
 * The first `limit` documents of the collection stored in `table`, as one JSON array in `orderBy`'s
 * order. Give the order Payload's read uses: its `sort`, then `createdAt` descending, which Payload's
 * database adapter adds to break ties (`id` descending for a collection without timestamps). Payload
 * applies the limit with `pagination: false` too.
 */
export function collectionJsonSql(
  table: string,
  fields: DocumentFields,
  orderBy: readonly SortColumn[],
  limit: number,
): SQL {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`limit must be a whole number from 1: ${limit}`)
  const order = sql.join(
    orderBy.map(({ column, descending }) => sql`${ident('g')}.${ident(column)}${sql.raw(descending ? ' DESC' : '')}`),
    sql`, `,
  )
  return sql`(SELECT coalesce(json_agg(${objectSql(fields, table, 'g', '', 0)} ORDER BY ${order}), '[]'::json)
    FROM (SELECT * FROM ${ident(table)} g ORDER BY ${order} LIMIT ${sql.raw(String(limit))}) g)`
}
