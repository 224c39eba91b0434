import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Each store's time zone (decision 0290): Central by default; a South Bend, Indiana store already
 * saved keeps Eastern time (St. Joseph County), as newly seeded sites have it.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_locations_time_zone" AS ENUM('central', 'eastern', 'mountain', 'pacific');
  ALTER TABLE "locations" ADD COLUMN "time_zone" "enum_locations_time_zone" DEFAULT 'central' NOT NULL;
  UPDATE "locations" SET "time_zone" = 'eastern' WHERE "city" = 'South Bend' AND "state" = 'IN';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "locations" DROP COLUMN "time_zone";
  DROP TYPE "public"."enum_locations_time_zone";`)
}
