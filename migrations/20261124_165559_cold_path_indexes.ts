import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Issue 18, decision 0230 (raw SQL: Payload's `index` options cannot make partial, covering or
// NULLS LAST indexes). The search pages read only available vehicles, so every index is partial.
// - vehicles_shop_facets_idx: every column the facet counts and totals read, so they are index-only
//   scans of a narrow index instead of reads of the wide table (and of sold vehicles, which pile up).
// - vehicles_texts_features_idx: a vehicle's features in name order, for the features facet and
//   the feature filter, read without the table.
// - one index per sort in exactly the order the search sorts (NULLS LAST, id breaking ties): the
//   earlier newest and year indexes sorted NULLS FIRST, which that ORDER BY cannot use.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE INDEX IF NOT EXISTS "vehicles_shop_facets_idx" ON "vehicles" USING btree ("id")
    INCLUDE ("condition", "private", "bodystyle", "make", "model", "store_id", "price", "mileage", "year", "price_drop", "premium_upgrade")
    WHERE "status" = 'available';
  CREATE INDEX IF NOT EXISTS "vehicles_texts_features_idx" ON "vehicles_texts" USING btree ("parent_id", "text")
    WHERE "path" IN ('standardFeatures', 'optionalFeatures');
  DROP INDEX IF EXISTS "vehicles_shop_newest_idx";
  DROP INDEX IF EXISTS "vehicles_shop_year_idx";
  CREATE INDEX IF NOT EXISTS "vehicles_shop_newest_idx" ON "vehicles" USING btree ("date_in_stock" DESC NULLS LAST, "id" DESC) WHERE "status" = 'available';
  CREATE INDEX IF NOT EXISTS "vehicles_shop_oldest_idx" ON "vehicles" USING btree ("date_in_stock" ASC NULLS LAST, "id" ASC) WHERE "status" = 'available';
  CREATE INDEX IF NOT EXISTS "vehicles_shop_price_high_idx" ON "vehicles" USING btree ("price" DESC NULLS LAST, "id" DESC) WHERE "status" = 'available';
  CREATE INDEX IF NOT EXISTS "vehicles_shop_year_idx" ON "vehicles" USING btree ("year" DESC NULLS LAST, "id" DESC) WHERE "status" = 'available';
  ANALYZE "vehicles";
  ANALYZE "vehicles_texts";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "vehicles_shop_facets_idx";
  DROP INDEX IF EXISTS "vehicles_texts_features_idx";
  DROP INDEX IF EXISTS "vehicles_shop_newest_idx";
  DROP INDEX IF EXISTS "vehicles_shop_oldest_idx";
  DROP INDEX IF EXISTS "vehicles_shop_price_high_idx";
  DROP INDEX IF EXISTS "vehicles_shop_year_idx";
  CREATE INDEX IF NOT EXISTS "vehicles_shop_newest_idx" ON "vehicles" USING btree ("date_in_stock" DESC, "id" DESC) WHERE "status" = 'available';
  CREATE INDEX IF NOT EXISTS "vehicles_shop_year_idx" ON "vehicles" USING btree ("year" DESC, "id" DESC) WHERE "status" = 'available';`)
}
