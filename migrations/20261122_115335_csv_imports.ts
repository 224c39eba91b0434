import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_csv_imports_kind" AS ENUM('vehicles', 'market-guide');
  CREATE TYPE "public"."enum_csv_imports_preset" AS ENUM('dealer-feed');
  CREATE TYPE "public"."enum_csv_imports_status" AS ENUM('queued', 'decoding', 'writing', 'done', 'failed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'csv-import';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'csv-import';
  CREATE TABLE "csv_imports_problems" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"row" numeric NOT NULL,
  	"vin" varchar,
  	"reason" varchar NOT NULL
  );
  
  CREATE TABLE "csv_imports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_csv_imports_kind" DEFAULT 'vehicles' NOT NULL,
  	"preset" "enum_csv_imports_preset" DEFAULT 'dealer-feed',
  	"full" boolean DEFAULT false,
  	"status" "enum_csv_imports_status" DEFAULT 'queued',
  	"rows_done" numeric,
  	"rows_total" numeric,
  	"created" numeric,
  	"updated" numeric,
  	"marked_sold" numeric,
  	"decoded" numeric,
  	"error" varchar,
  	"csv" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "csv_imports_id" integer;
  ALTER TABLE "csv_imports_problems" ADD CONSTRAINT "csv_imports_problems_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."csv_imports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "csv_imports_problems_order_idx" ON "csv_imports_problems" USING btree ("_order");
  CREATE INDEX "csv_imports_problems_parent_id_idx" ON "csv_imports_problems" USING btree ("_parent_id");
  CREATE INDEX "csv_imports_updated_at_idx" ON "csv_imports" USING btree ("updated_at");
  CREATE INDEX "csv_imports_created_at_idx" ON "csv_imports" USING btree ("created_at");
  CREATE UNIQUE INDEX "csv_imports_filename_idx" ON "csv_imports" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_csv_imports_fk" FOREIGN KEY ("csv_imports_id") REFERENCES "public"."csv_imports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_csv_imports_id_idx" ON "payload_locked_documents_rels" USING btree ("csv_imports_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "csv_imports_problems" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "csv_imports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "csv_imports_problems" CASCADE;
  DROP TABLE "csv_imports" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_csv_imports_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliver-lead');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliver-lead');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_csv_imports_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "csv_imports_id";
  DROP TYPE "public"."enum_csv_imports_kind";
  DROP TYPE "public"."enum_csv_imports_preset";
  DROP TYPE "public"."enum_csv_imports_status";`)
}
