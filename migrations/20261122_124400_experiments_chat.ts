import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "experiment_definitions_variants" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"weight" numeric DEFAULT 50 NOT NULL,
  	"settings" jsonb,
  	"langs" jsonb
  );
  
  CREATE TABLE "experiment_definitions_targeting_url_params" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"param" varchar NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "experiment_definitions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"active" boolean DEFAULT false,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "experiment_definitions_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "experiment_definitions_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"popups_id" integer
  );
  
  CREATE TABLE "site_settings_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_site_settings_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "experiment_definitions_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "chat_script_url" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_chat_script_url" varchar;
  ALTER TABLE "experiment_definitions_variants" ADD CONSTRAINT "experiment_definitions_variants_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."experiment_definitions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experiment_definitions_targeting_url_params" ADD CONSTRAINT "experiment_definitions_targeting_url_params_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."experiment_definitions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experiment_definitions_texts" ADD CONSTRAINT "experiment_definitions_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."experiment_definitions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experiment_definitions_rels" ADD CONSTRAINT "experiment_definitions_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."experiment_definitions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experiment_definitions_rels" ADD CONSTRAINT "experiment_definitions_rels_popups_fk" FOREIGN KEY ("popups_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_texts" ADD CONSTRAINT "site_settings_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_texts" ADD CONSTRAINT "_site_settings_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "experiment_definitions_variants_order_idx" ON "experiment_definitions_variants" USING btree ("_order");
  CREATE INDEX "experiment_definitions_variants_parent_id_idx" ON "experiment_definitions_variants" USING btree ("_parent_id");
  CREATE INDEX "experiment_definitions_targeting_url_params_order_idx" ON "experiment_definitions_targeting_url_params" USING btree ("_order");
  CREATE INDEX "experiment_definitions_targeting_url_params_parent_id_idx" ON "experiment_definitions_targeting_url_params" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "experiment_definitions_name_idx" ON "experiment_definitions" USING btree ("name");
  CREATE INDEX "experiment_definitions_updated_at_idx" ON "experiment_definitions" USING btree ("updated_at");
  CREATE INDEX "experiment_definitions_created_at_idx" ON "experiment_definitions" USING btree ("created_at");
  CREATE INDEX "experiment_definitions_texts_order_parent" ON "experiment_definitions_texts" USING btree ("order","parent_id");
  CREATE INDEX "experiment_definitions_rels_order_idx" ON "experiment_definitions_rels" USING btree ("order");
  CREATE INDEX "experiment_definitions_rels_parent_idx" ON "experiment_definitions_rels" USING btree ("parent_id");
  CREATE INDEX "experiment_definitions_rels_path_idx" ON "experiment_definitions_rels" USING btree ("path");
  CREATE INDEX "experiment_definitions_rels_popups_id_idx" ON "experiment_definitions_rels" USING btree ("popups_id");
  CREATE INDEX "site_settings_texts_order_parent" ON "site_settings_texts" USING btree ("order","parent_id");
  CREATE INDEX "_site_settings_v_texts_order_parent" ON "_site_settings_v_texts" USING btree ("order","parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_experiment_definitions_fk" FOREIGN KEY ("experiment_definitions_id") REFERENCES "public"."experiment_definitions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_experiment_definitions_id_idx" ON "payload_locked_documents_rels" USING btree ("experiment_definitions_id");`)
  // Phone verification codes (issue 8, decision 0071): hashed codes, expiry, attempts, verified phones.
  await db.execute(sql`
  CREATE SCHEMA IF NOT EXISTS "runtime";
  CREATE TABLE IF NOT EXISTS "runtime"."phone_verifications" (
    "phone" varchar PRIMARY KEY NOT NULL,
    "code_hash" varchar,
    "sent_at" timestamp(3) with time zone,
    "expires_at" timestamp(3) with time zone,
    "attempts" integer DEFAULT 0 NOT NULL,
    "verified_at" timestamp(3) with time zone
  );`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "runtime"."phone_verifications";`)
  await db.execute(sql`
   ALTER TABLE "experiment_definitions_variants" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "experiment_definitions_targeting_url_params" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "experiment_definitions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "experiment_definitions_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "experiment_definitions_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "experiment_definitions_variants" CASCADE;
  DROP TABLE "experiment_definitions_targeting_url_params" CASCADE;
  DROP TABLE "experiment_definitions" CASCADE;
  DROP TABLE "experiment_definitions_texts" CASCADE;
  DROP TABLE "experiment_definitions_rels" CASCADE;
  DROP TABLE "site_settings_texts" CASCADE;
  DROP TABLE "_site_settings_v_texts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_experiment_definitions_fk";
  
  DROP INDEX "payload_locked_documents_rels_experiment_definitions_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "experiment_definitions_id";
  ALTER TABLE "site_settings" DROP COLUMN "chat_script_url";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_chat_script_url";`)
}
