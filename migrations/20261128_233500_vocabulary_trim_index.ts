import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Written by hand, like the shop indexes of 20261122_092333_inventory_search (Payload cannot
 * express a partial index): the typed search's vocabulary reads the distinct trims of available
 * vehicles (src/data/inventory/vocabulary.ts, decision 0319), which without an index read the whole
 * vehicles table (issue 18's rule: no search statement does; tests/int/inventory-explain.int.test.ts).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE INDEX IF NOT EXISTS "vehicles_shop_trim_idx" ON "vehicles" USING btree ("trim") WHERE "status" = 'available' AND "trim" IS NOT NULL AND "trim" <> '';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS "vehicles_shop_trim_idx";`)
}
