import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_search_pages_filters_condition" AS ENUM('new', 'used', 'certified');
  CREATE TYPE "public"."enum_search_pages_filters_bodystyle" AS ENUM('suvs', 'sedans', 'wagons', 'coupes', 'convertibles', 'hatchbacks', 'trucks', 'minivans', 'commercial');
  CREATE TYPE "public"."enum_search_pages_filters_great_deals" AS ENUM('price-drop', 'premium-upgrades');
  CREATE TABLE "search_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"intro" varchar,
  	"filters_condition" "enum_search_pages_filters_condition",
  	"filters_bodystyle" "enum_search_pages_filters_bodystyle",
  	"filters_great_deals" "enum_search_pages_filters_great_deals",
  	"filters_make" varchar,
  	"filters_model" varchar,
  	"filters_price_min" numeric,
  	"filters_price_max" numeric,
  	"filters_mileage_max" numeric,
  	"filters_year_min" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "search_pages_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL,
  	"permanent" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "vehicles" ADD COLUMN "search_text" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_pages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "search_pages_texts" ADD CONSTRAINT "search_pages_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."search_pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "search_pages_slug_idx" ON "search_pages" USING btree ("slug");
  CREATE INDEX "search_pages_updated_at_idx" ON "search_pages" USING btree ("updated_at");
  CREATE INDEX "search_pages_created_at_idx" ON "search_pages" USING btree ("created_at");
  CREATE INDEX "search_pages_texts_order_parent" ON "search_pages_texts" USING btree ("order","parent_id");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_pages_fk" FOREIGN KEY ("search_pages_id") REFERENCES "public"."search_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_search_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("search_pages_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");`)
  // Appended by hand (raw SQL Payload cannot express; docs/decisions/0011-inventory-search-sql.md):
  // keyword search as Postgres full text over the denormalised search_text column, the feature
  // filter's lookup on vehicles_texts, and partial indexes for every sort over what shoppers see.
  await db.execute(sql`
  UPDATE "vehicles" v SET "search_text" = lower(concat_ws(' ', v."make", v."model", v."trim", v."stock_number", v."vin",
    (SELECT string_agg(t."text", ' ' ORDER BY t."order") FROM "vehicles_texts" t WHERE t."parent_id" = v."id")))
    WHERE v."search_text" IS NULL;
  CREATE INDEX IF NOT EXISTS "vehicles_search_text_fts_idx" ON "vehicles" USING gin (to_tsvector('simple', coalesce("search_text", '')));
  CREATE INDEX IF NOT EXISTS "vehicles_texts_path_text_parent_idx" ON "vehicles_texts" USING btree ("path", "text", "parent_id");
  CREATE INDEX IF NOT EXISTS "vehicles_texts_parent_idx" ON "vehicles_texts" USING btree ("parent_id");
  CREATE INDEX IF NOT EXISTS "vehicles_shop_newest_idx" ON "vehicles" USING btree ("date_in_stock" DESC, "id" DESC) WHERE "status" = 'available';
  CREATE INDEX IF NOT EXISTS "vehicles_shop_price_idx" ON "vehicles" USING btree ("price", "id") WHERE "status" = 'available';
  CREATE INDEX IF NOT EXISTS "vehicles_shop_mileage_idx" ON "vehicles" USING btree ("mileage", "id") WHERE "status" = 'available';
  CREATE INDEX IF NOT EXISTS "vehicles_shop_year_idx" ON "vehicles" USING btree ("year" DESC, "id" DESC) WHERE "status" = 'available';
  CREATE INDEX IF NOT EXISTS "vehicles_shop_make_model_idx" ON "vehicles" USING btree ("make", "model") WHERE "status" = 'available';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "vehicles_search_text_fts_idx";
  DROP INDEX IF EXISTS "vehicles_texts_path_text_parent_idx";
  DROP INDEX IF EXISTS "vehicles_texts_parent_idx";
  DROP INDEX IF EXISTS "vehicles_shop_newest_idx";
  DROP INDEX IF EXISTS "vehicles_shop_price_idx";
  DROP INDEX IF EXISTS "vehicles_shop_mileage_idx";
  DROP INDEX IF EXISTS "vehicles_shop_year_idx";
  DROP INDEX IF EXISTS "vehicles_shop_make_model_idx";`)
  await db.execute(sql`
   ALTER TABLE "search_pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "search_pages_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "search_pages" CASCADE;
  DROP TABLE "search_pages_texts" CASCADE;
  DROP TABLE "redirects" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_search_pages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redirects_fk";
  
  DROP INDEX "payload_locked_documents_rels_search_pages_id_idx";
  DROP INDEX "payload_locked_documents_rels_redirects_id_idx";
  ALTER TABLE "vehicles" DROP COLUMN "search_text";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_pages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirects_id";
  DROP TYPE "public"."enum_search_pages_filters_condition";
  DROP TYPE "public"."enum_search_pages_filters_bodystyle";
  DROP TYPE "public"."enum_search_pages_filters_great_deals";`)
}
