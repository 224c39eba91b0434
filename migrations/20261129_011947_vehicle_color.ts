import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

/**
 * The color filter (issue 38, decision 0322): the column Payload generated for the Vehicles
 * collection's `color` select, then, by hand,
 * - the backfill of the rows already stored, with the table of src/domain/vehicles/color.ts
 *   (normalizeColor) written out as it stood when this ran, so the migration means the same thing
 *   later: the last plain color word of the paint name, else its first fancy word, else 'other'; no
 *   color when the paint name has no letters;
 * - a partial index of the colors of available vehicles (the vocabulary asks, per color, whether an
 *   available vehicle has it: issue 18's rule, no search statement reads the whole vehicles table);
 * - the covering indexes of the search (decisions 0230, 0275) again with the color, so a search with
 *   a color filter stays an index-only scan.
 */
/** The word table of normalizeColor as it stood: (word, color, plain). */
const COLOR_WORDS = sql`(VALUES
      ('black', 'black', true), ('white', 'white', true), ('grey', 'gray', true), ('gray', 'gray', true), ('silver', 'silver', true), ('red', 'red', true),
      ('blue', 'blue', true), ('green', 'green', true), ('brown', 'brown', true), ('beige', 'brown', true), ('tan', 'brown', true), ('gold', 'gold', true),
      ('yellow', 'gold', true), ('orange', 'orange', true), ('purple', 'purple', true), ('ebony', 'black', false), ('onyx', 'black', false), ('obsidian', 'black', false),
      ('jet', 'black', false), ('raven', 'black', false), ('noir', 'black', false), ('pearl', 'white', false), ('ivory', 'white', false), ('snow', 'white', false),
      ('alabaster', 'white', false), ('frost', 'white', false), ('glacier', 'white', false), ('charcoal', 'gray', false), ('graphite', 'gray', false), ('gunmetal', 'gray', false),
      ('slate', 'gray', false), ('granite', 'gray', false), ('ash', 'gray', false), ('smoke', 'gray', false), ('platinum', 'silver', false), ('chrome', 'silver', false),
      ('titanium', 'silver', false), ('steel', 'silver', false), ('ruby', 'red', false), ('crimson', 'red', false), ('cherry', 'red', false), ('scarlet', 'red', false),
      ('burgundy', 'red', false), ('maroon', 'red', false), ('garnet', 'red', false), ('cayenne', 'red', false), ('navy', 'blue', false), ('sapphire', 'blue', false),
      ('cobalt', 'blue', false), ('azure', 'blue', false), ('indigo', 'blue', false), ('teal', 'blue', false), ('aqua', 'blue', false), ('emerald', 'green', false),
      ('jade', 'green', false), ('olive', 'green', false), ('lime', 'green', false), ('bronze', 'brown', false), ('mocha', 'brown', false), ('espresso', 'brown', false),
      ('chocolate', 'brown', false), ('coffee', 'brown', false), ('cocoa', 'brown', false), ('sand', 'brown', false), ('khaki', 'brown', false), ('taupe', 'brown', false),
      ('champagne', 'gold', false), ('lemon', 'gold', false), ('mustard', 'gold', false), ('copper', 'orange', false), ('tangerine', 'orange', false), ('amber', 'orange', false),
      ('plum', 'purple', false), ('violet', 'purple', false), ('lavender', 'purple', false), ('amethyst', 'purple', false)
  )`

/**
 * normalizeColor in SQL: the last plain color word of the paint name, else its first makers' word,
 * else 'other'; null when the name has no letters. Exported for the test that holds it to the
 * TypeScript (tests/int/vehicle-color.int.test.ts).
 */
export function colorOfPaint(paint: SQL): SQL {
  return sql`CASE WHEN lower(${paint}) ~ '[a-z]' THEN coalesce((SELECT w.color
    FROM unnest(regexp_split_to_array(lower(${paint}), '[^a-z]+')) WITH ORDINALITY AS t(word, n)
    JOIN ${COLOR_WORDS} AS w(word, color, plain) ON w.word = t.word
    ORDER BY w.plain DESC, CASE WHEN w.plain THEN -t.n ELSE t.n END LIMIT 1), 'other') END`
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_vehicles_color" AS ENUM('black', 'white', 'gray', 'silver', 'red', 'blue', 'green', 'brown', 'gold', 'orange', 'purple', 'other');
  ALTER TABLE "vehicles" ADD COLUMN "color" "enum_vehicles_color";`)
  await db.execute(sql`
  UPDATE vehicles SET color = (${colorOfPaint(sql`exterior_color`)})::"enum_vehicles_color"
  WHERE lower(exterior_color) ~ '[a-z]';`)
  await db.execute(sql`
  CREATE INDEX IF NOT EXISTS "vehicles_shop_color_idx" ON "vehicles" USING btree ("color") WHERE "status" = 'available';
  DROP INDEX IF EXISTS "vehicles_shop_facets_idx";
  CREATE INDEX "vehicles_shop_facets_idx" ON "vehicles" USING btree ("id")
    INCLUDE ("condition", "private", "bodystyle", "make", "model", "store_id", "price", "mileage", "year", "price_drop", "premium_upgrade", "feature_bits", "color")
    WHERE "status" = 'available';
  DROP INDEX IF EXISTS "vehicles_shop_newest_idx";
  CREATE INDEX "vehicles_shop_newest_idx" ON "vehicles" USING btree ("date_in_stock" DESC NULLS LAST, "id" DESC)
    INCLUDE ("condition", "private", "bodystyle", "make", "model", "store_id", "price", "mileage", "year", "price_drop", "premium_upgrade", "feature_bits", "color")
    WHERE "status" = 'available';
  DROP INDEX IF EXISTS "vehicles_shop_oldest_idx";
  CREATE INDEX "vehicles_shop_oldest_idx" ON "vehicles" USING btree ("date_in_stock" ASC NULLS LAST, "id" ASC)
    INCLUDE ("condition", "private", "bodystyle", "make", "model", "store_id", "price", "mileage", "year", "price_drop", "premium_upgrade", "feature_bits", "color")
    WHERE "status" = 'available';
  DROP INDEX IF EXISTS "vehicles_shop_price_idx";
  CREATE INDEX "vehicles_shop_price_idx" ON "vehicles" USING btree ("price", "id")
    INCLUDE ("condition", "private", "bodystyle", "make", "model", "store_id", "mileage", "year", "price_drop", "premium_upgrade", "feature_bits", "color")
    WHERE "status" = 'available';
  DROP INDEX IF EXISTS "vehicles_shop_price_high_idx";
  CREATE INDEX "vehicles_shop_price_high_idx" ON "vehicles" USING btree ("price" DESC NULLS LAST, "id" DESC)
    INCLUDE ("condition", "private", "bodystyle", "make", "model", "store_id", "mileage", "year", "price_drop", "premium_upgrade", "feature_bits", "color")
    WHERE "status" = 'available';
  DROP INDEX IF EXISTS "vehicles_shop_mileage_idx";
  CREATE INDEX "vehicles_shop_mileage_idx" ON "vehicles" USING btree ("mileage", "id")
    INCLUDE ("condition", "private", "bodystyle", "make", "model", "store_id", "price", "year", "price_drop", "premium_upgrade", "feature_bits", "color")
    WHERE "status" = 'available';
  DROP INDEX IF EXISTS "vehicles_shop_year_idx";
  CREATE INDEX "vehicles_shop_year_idx" ON "vehicles" USING btree ("year" DESC NULLS LAST, "id" DESC)
    INCLUDE ("condition", "private", "bodystyle", "make", "model", "store_id", "price", "mileage", "price_drop", "premium_upgrade", "feature_bits", "color")
    WHERE "status" = 'available';
  ANALYZE "vehicles";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "vehicles_shop_color_idx";
  DROP INDEX IF EXISTS "vehicles_shop_facets_idx";
  CREATE INDEX "vehicles_shop_facets_idx" ON "vehicles" USING btree ("id")
    INCLUDE ("condition", "private", "bodystyle", "make", "model", "store_id", "price", "mileage", "year", "price_drop", "premium_upgrade", "feature_bits")
    WHERE "status" = 'available';
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
    WHERE "status" = 'available';`)
  await db.execute(sql`
   ALTER TABLE "vehicles" DROP COLUMN "color";
  DROP TYPE "public"."enum_vehicles_color";`)
}
