import { sql, type SQL } from 'drizzle-orm'

/**
 * The columns sealed under CREDIT_DATA_KEY (src/services/credit-data/sealed-columns.ts), read and
 * written for the key rotation (decision 0301). Raw because the rotation must lock every sealed
 * value it reads and write them back in the one transaction that also holds its audit record, and
 * must not run the collections' hooks or move their dates. Table and column names come from that
 * list, never from input.
 */
export type SealedValue = { id: number; value: string }

/** The stored values of one column, locked until the transaction ends. */
export function sealedValuesSql(table: string, column: string): SQL {
  return sql`SELECT id, ${sql.identifier(column)} AS value FROM ${sql.identifier(table)}
        WHERE ${sql.identifier(column)} IS NOT NULL ORDER BY id FOR UPDATE`
}

/** Writes new values of one column, many rows in one statement. */
export function resealSql(table: string, column: string, values: readonly SealedValue[]): SQL {
  const rows = sql.join(
    values.map((v) => sql`(${v.id}::integer, ${v.value}::varchar)`),
    sql`, `,
  )
  return sql`UPDATE ${sql.identifier(table)} AS t SET ${sql.identifier(column)} = v.value
        FROM (VALUES ${rows}) AS v(id, value) WHERE t.id = v.id`
}
