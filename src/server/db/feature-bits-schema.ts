import { bigint, pgTable, smallint, varchar } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'

/**
 * Each available vehicle's features as one number on its own row (issue 18, decision 0275): bit n
 * set when the vehicle lists the feature whose code is n in `vehicle_feature_bits`. The search
 * pages' facet counts read it from the covering index of available vehicles, one integer per
 * vehicle, instead of joining every feature row of every vehicle (about 320,000 rows at 50,000
 * vehicles: three quarters of the facet statement's time).
 *
 * Postgres keeps both current: triggers on vehicles_texts give a new feature name the next free
 * code and recompute the bits of the vehicles whose feature lists changed, whatever wrote them
 * (the admin, the CSV import, the bulk seed, SQL by hand), so no write path has to remember it
 * (migration 20261125_014105_feature_bits). The bits are NULL when a vehicle lists a name that has no
 * code (past the last code, or in the dev database, which is schema-pushed and has no triggers):
 * the search counts such a vehicle from its feature rows, as before, so the counts stay exact.
 *
 * Neither is a Payload field (nothing an editor sees or sets): Payload's documented
 * `afterSchemaInit` hook adds them to its Drizzle schema, so migrations, the dev database's schema
 * push and the schema check of tests/int/sql-schema.int.test.ts know them, and Payload itself
 * neither reads nor writes them.
 */
export const FEATURE_BITS_TABLE = 'vehicle_feature_bits'

/**
 * Codes 0 to 52: JavaScript numbers hold every bit up to 2^53 exactly, so the column can never
 * reach a reader as a BigInt (which JSON cannot carry).
 */
export const MAX_FEATURE_BIT = 52

type SchemaHook = NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number]

export const featureBitsSchema: SchemaHook = ({ schema, extendTable }) => {
  extendTable({
    table: schema.tables.vehicles,
    columns: { featureBits: bigint('feature_bits', { mode: 'number' }) },
  })
  return {
    ...schema,
    tables: {
      ...schema.tables,
      [FEATURE_BITS_TABLE]: pgTable(FEATURE_BITS_TABLE, {
        name: varchar('name').primaryKey(),
        bit: smallint('bit').notNull().unique(),
      }),
    },
  }
}
