import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Issue 18, decision 0275: each vehicle's features as bits on its own row, for the search pages'
// facet counts (src/server/db/feature-bits-schema.ts declares the table and the column to Payload's
// Drizzle schema; the triggers, the backfill and the indexes are raw SQL, which that schema cannot
// express).
// - vehicle_feature_bits: one code (0 to 52) per feature name, handed out in name order as names
//   first appear; a name past the last code gets none.
// - vehicle_feature_codes_assign(names): gives new names their codes, one writer at a time.
// - vehicles_refresh_feature_bits(ids): codes for those vehicles' new names, then each vehicle's
//   bits, or NULL when it lists a name without a code (the search then counts that vehicle from its
//   feature rows); a vehicle whose bits are already right is not written.
// - statement triggers on vehicles_texts (every write of a feature list, whoever makes it) and on
//   vehicles (a new vehicle written without bits, as Payload writes it, gets 0 until its features
//   arrive; the bulk seed writes the bits with the row, so nothing is written twice).
// - the covering index of available vehicles carries the bits; a partial index finds the few
//   vehicles without them.
// - each sort's index carries every column the filters test, so a page of results is found by
//   walking that index alone (an index-only scan) and only its 19 vehicles are read from the table:
//   a filter that few vehicles pass, far down the sort order, no longer reads thousands of rows.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "vehicle_feature_bits" (
  	"name" varchar PRIMARY KEY NOT NULL,
  	"bit" smallint NOT NULL,
  	CONSTRAINT "vehicle_feature_bits_bit_unique" UNIQUE("bit")
  );
  
  ALTER TABLE "vehicles" ADD COLUMN "feature_bits" bigint;`)
  await db.execute(sql`
  CREATE OR REPLACE FUNCTION vehicle_feature_codes_assign(names varchar[]) RETURNS void LANGUAGE plpgsql AS $fn$
  BEGIN
    IF EXISTS (SELECT 1 FROM unnest(names) AS u(name)
        WHERE u.name IS NOT NULL AND NOT EXISTS (SELECT 1 FROM vehicle_feature_bits c WHERE c.name = u.name)) THEN
      -- One writer hands out codes at a time; the insert below reads the codes again after the wait.
      LOCK TABLE vehicle_feature_bits IN SHARE ROW EXCLUSIVE MODE;
      INSERT INTO vehicle_feature_bits (name, bit)
      SELECT d.name, d.bit FROM (
        SELECT n.name, (SELECT coalesce(max(c.bit), -1) FROM vehicle_feature_bits c) + row_number() OVER (ORDER BY n.name) AS bit
        FROM (SELECT DISTINCT u.name FROM unnest(names) AS u(name)
          WHERE u.name IS NOT NULL AND NOT EXISTS (SELECT 1 FROM vehicle_feature_bits c WHERE c.name = u.name)) n
      ) d
      WHERE d.bit <= 52;
    END IF;
  END
  $fn$;

  CREATE OR REPLACE FUNCTION vehicles_refresh_feature_bits(ids integer[]) RETURNS void LANGUAGE plpgsql AS $fn$
  BEGIN
    IF ids IS NULL OR cardinality(ids) = 0 THEN
      RETURN;
    END IF;
    PERFORM vehicle_feature_codes_assign(ARRAY(SELECT DISTINCT t.text FROM vehicles_texts t
      WHERE t.parent_id = ANY (ids) AND t.path IN ('standardFeatures', 'optionalFeatures') AND t.text IS NOT NULL));
    UPDATE vehicles v SET feature_bits = x.bits
    FROM (
      SELECT p.id,
        CASE WHEN bool_and(t.text IS NULL OR c.bit IS NOT NULL) THEN coalesce(bit_or(1::bigint << c.bit), 0) END AS bits
      FROM (SELECT DISTINCT u.id FROM unnest(ids) AS u(id)) p
      LEFT JOIN vehicles_texts t ON t.parent_id = p.id AND t.path IN ('standardFeatures', 'optionalFeatures')
      LEFT JOIN vehicle_feature_bits c ON c.name = t.text
      GROUP BY p.id
    ) x
    WHERE v.id = x.id AND v.feature_bits IS DISTINCT FROM x.bits;
  END
  $fn$;

  CREATE OR REPLACE FUNCTION vehicles_texts_feature_bits() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      PERFORM vehicles_refresh_feature_bits(ARRAY(SELECT DISTINCT r.parent_id FROM feature_rows_new r
        WHERE r.path IN ('standardFeatures', 'optionalFeatures')));
    ELSIF TG_OP = 'DELETE' THEN
      PERFORM vehicles_refresh_feature_bits(ARRAY(SELECT DISTINCT r.parent_id FROM feature_rows_old r
        WHERE r.path IN ('standardFeatures', 'optionalFeatures')));
    ELSE
      PERFORM vehicles_refresh_feature_bits(ARRAY(
        SELECT r.parent_id FROM feature_rows_new r WHERE r.path IN ('standardFeatures', 'optionalFeatures')
        UNION SELECT r.parent_id FROM feature_rows_old r WHERE r.path IN ('standardFeatures', 'optionalFeatures')));
    END IF;
    RETURN NULL;
  END
  $fn$;

  CREATE OR REPLACE FUNCTION vehicles_feature_bits_on_insert() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    PERFORM vehicles_refresh_feature_bits(ARRAY(SELECT r.id FROM vehicle_rows_new r WHERE r.feature_bits IS NULL));
    RETURN NULL;
  END
  $fn$;

  CREATE TRIGGER vehicles_texts_feature_bits_insert AFTER INSERT ON vehicles_texts
    REFERENCING NEW TABLE AS feature_rows_new FOR EACH STATEMENT EXECUTE FUNCTION vehicles_texts_feature_bits();
  CREATE TRIGGER vehicles_texts_feature_bits_update AFTER UPDATE ON vehicles_texts
    REFERENCING OLD TABLE AS feature_rows_old NEW TABLE AS feature_rows_new FOR EACH STATEMENT EXECUTE FUNCTION vehicles_texts_feature_bits();
  CREATE TRIGGER vehicles_texts_feature_bits_delete AFTER DELETE ON vehicles_texts
    REFERENCING OLD TABLE AS feature_rows_old FOR EACH STATEMENT EXECUTE FUNCTION vehicles_texts_feature_bits();
  CREATE TRIGGER vehicles_feature_bits_insert AFTER INSERT ON vehicles
    REFERENCING NEW TABLE AS vehicle_rows_new FOR EACH STATEMENT EXECUTE FUNCTION vehicles_feature_bits_on_insert();

  SELECT vehicles_refresh_feature_bits(ARRAY(SELECT id FROM vehicles));

  DROP INDEX IF EXISTS "vehicles_shop_facets_idx";
  CREATE INDEX "vehicles_shop_facets_idx" ON "vehicles" USING btree ("id")
    INCLUDE ("condition", "private", "bodystyle", "make", "model", "store_id", "price", "mileage", "year", "price_drop", "premium_upgrade", "feature_bits")
    WHERE "status" = 'available';
  CREATE INDEX IF NOT EXISTS "vehicles_shop_unbitted_idx" ON "vehicles" USING btree ("id") WHERE "status" = 'available' AND "feature_bits" IS NULL;
  DROP INDEX IF EXISTS "vehicles_shop_newest_idx";
  CREATE INDEX "vehicles_shop_newest_idx" ON "vehicles" USING btree ("date_in_stock" DESC NULLS LAST, "id" DESC)
    INCLUDE ("condition", "private", "bodystyle", "make", "model", "store_id", "price", "mileage", "year", "price_drop", "premium_upgrade", "feature_bits")
    WHERE "status" = 'available';
  DROP INDEX IF EXISTS "vehicles_shop_oldest_idx";
  CREATE INDEX "vehicles_shop_oldest_idx" ON "vehicles" USING btree ("date_in_stock" ASC NULLS LAST, "id" ASC)
    INCLUDE ("condition", "private", "bodystyle", "make", "model", "store_id", "price", "mileage", "year", "price_drop", "premium_upgrade", "feature_bits")
    WHERE "status" = 'available';
  DROP INDEX IF EXISTS "vehicles_shop_price_idx";
  CREATE INDEX "vehicles_shop_price_idx" ON "vehicles" USING btree ("price", "id")
    INCLUDE ("condition", "private", "bodystyle", "make", "model", "store_id", "mileage", "year", "price_drop", "premium_upgrade", "feature_bits")
    WHERE "status" = 'available';
  DROP INDEX IF EXISTS "vehicles_shop_price_high_idx";
  CREATE INDEX "vehicles_shop_price_high_idx" ON "vehicles" USING btree ("price" DESC NULLS LAST, "id" DESC)
    INCLUDE ("condition", "private", "bodystyle", "make", "model", "store_id", "mileage", "year", "price_drop", "premium_upgrade", "feature_bits")
    WHERE "status" = 'available';
  DROP INDEX IF EXISTS "vehicles_shop_mileage_idx";
  CREATE INDEX "vehicles_shop_mileage_idx" ON "vehicles" USING btree ("mileage", "id")
    INCLUDE ("condition", "private", "bodystyle", "make", "model", "store_id", "price", "year", "price_drop", "premium_upgrade", "feature_bits")
    WHERE "status" = 'available';
  DROP INDEX IF EXISTS "vehicles_shop_year_idx";
  CREATE INDEX "vehicles_shop_year_idx" ON "vehicles" USING btree ("year" DESC NULLS LAST, "id" DESC)
    INCLUDE ("condition", "private", "bodystyle", "make", "model", "store_id", "price", "mileage", "price_drop", "premium_upgrade", "feature_bits")
    WHERE "status" = 'available';
  ANALYZE "vehicles";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS vehicles_texts_feature_bits_insert ON vehicles_texts;
  DROP TRIGGER IF EXISTS vehicles_texts_feature_bits_update ON vehicles_texts;
  DROP TRIGGER IF EXISTS vehicles_texts_feature_bits_delete ON vehicles_texts;
  DROP TRIGGER IF EXISTS vehicles_feature_bits_insert ON vehicles;
  DROP FUNCTION IF EXISTS vehicles_texts_feature_bits();
  DROP FUNCTION IF EXISTS vehicles_feature_bits_on_insert();
  DROP FUNCTION IF EXISTS vehicles_refresh_feature_bits(integer[]);
  DROP FUNCTION IF EXISTS vehicle_feature_codes_assign(varchar[]);
  DROP INDEX IF EXISTS "vehicles_shop_unbitted_idx";
  DROP INDEX IF EXISTS "vehicles_shop_newest_idx";
  CREATE INDEX "vehicles_shop_newest_idx" ON "vehicles" USING btree ("date_in_stock" DESC NULLS LAST, "id" DESC) WHERE "status" = 'available';
  DROP INDEX IF EXISTS "vehicles_shop_oldest_idx";
  CREATE INDEX "vehicles_shop_oldest_idx" ON "vehicles" USING btree ("date_in_stock" ASC NULLS LAST, "id" ASC) WHERE "status" = 'available';
  DROP INDEX IF EXISTS "vehicles_shop_price_idx";
  CREATE INDEX "vehicles_shop_price_idx" ON "vehicles" USING btree ("price", "id") WHERE "status" = 'available';
  DROP INDEX IF EXISTS "vehicles_shop_price_high_idx";
  CREATE INDEX "vehicles_shop_price_high_idx" ON "vehicles" USING btree ("price" DESC NULLS LAST, "id" DESC) WHERE "status" = 'available';
  DROP INDEX IF EXISTS "vehicles_shop_mileage_idx";
  CREATE INDEX "vehicles_shop_mileage_idx" ON "vehicles" USING btree ("mileage", "id") WHERE "status" = 'available';
  DROP INDEX IF EXISTS "vehicles_shop_year_idx";
  CREATE INDEX "vehicles_shop_year_idx" ON "vehicles" USING btree ("year" DESC NULLS LAST, "id" DESC) WHERE "status" = 'available';
  DROP INDEX IF EXISTS "vehicles_shop_facets_idx";
  CREATE INDEX "vehicles_shop_facets_idx" ON "vehicles" USING btree ("id")
    INCLUDE ("condition", "private", "bodystyle", "make", "model", "store_id", "price", "mileage", "year", "price_drop", "premium_upgrade")
    WHERE "status" = 'available';`)
  await db.execute(sql`
   DROP TABLE "vehicle_feature_bits" CASCADE;
  ALTER TABLE "vehicles" DROP COLUMN "feature_bits";`)
}
