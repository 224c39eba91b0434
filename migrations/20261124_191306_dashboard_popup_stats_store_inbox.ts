import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_email_routing_rules_store_inbox" AS ENUM('replace', 'copy', 'ignore');
  CREATE TYPE "public"."enum__email_routing_v_version_rules_store_inbox" AS ENUM('replace', 'copy', 'ignore');
  CREATE TABLE "popup_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"popup_id" varchar NOT NULL,
  	"day" varchar NOT NULL,
  	"views" numeric DEFAULT 0 NOT NULL,
  	"submissions" numeric DEFAULT 0 NOT NULL
  );
  
  ALTER TABLE "email_routing_rules" ADD COLUMN "store_inbox" "enum_email_routing_rules_store_inbox" DEFAULT 'replace' NOT NULL;
  ALTER TABLE "_email_routing_v_version_rules" ADD COLUMN "store_inbox" "enum__email_routing_v_version_rules_store_inbox" DEFAULT 'replace' NOT NULL;
  CREATE UNIQUE INDEX "popupId_day_idx" ON "popup_stats" USING btree ("popup_id","day");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "popup_stats" CASCADE;
  ALTER TABLE "email_routing_rules" DROP COLUMN "store_inbox";
  ALTER TABLE "_email_routing_v_version_rules" DROP COLUMN "store_inbox";
  DROP TYPE "public"."enum_email_routing_rules_store_inbox";
  DROP TYPE "public"."enum__email_routing_v_version_rules_store_inbox";`)
}
