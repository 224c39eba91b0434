import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'dispose-expired-data';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'dispose-expired-data';
  CREATE TABLE "data_retention" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"credit_data_days" numeric DEFAULT 730 NOT NULL,
  	"lead_days" numeric,
  	"price_alert_request_days" numeric DEFAULT 7 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_data_retention_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_credit_data_days" numeric DEFAULT 730 NOT NULL,
  	"version_lead_days" numeric,
  	"version_price_alert_request_days" numeric DEFAULT 7 NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "leads" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  ALTER TABLE "credit_applications" ADD COLUMN "sensitive_data_disposed_at" timestamp(3) with time zone;
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  CREATE INDEX "_data_retention_v_created_at_idx" ON "_data_retention_v" USING btree ("created_at");
  CREATE INDEX "_data_retention_v_updated_at_idx" ON "_data_retention_v" USING btree ("updated_at");
  CREATE INDEX "leads_anonymised_at_idx" ON "leads" USING btree ("anonymised_at");
  CREATE INDEX "credit_applications_sensitive_data_disposed_at_idx" ON "credit_applications" USING btree ("sensitive_data_disposed_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "data_retention" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_data_retention_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "data_retention" CASCADE;
  DROP TABLE "_data_retention_v" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliver-lead', 'price-alert-confirmation', 'price-alert-send', 'csv-import');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliver-lead', 'price-alert-confirmation', 'price-alert-send', 'csv-import');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "leads_anonymised_at_idx";
  DROP INDEX "credit_applications_sensitive_data_disposed_at_idx";
  ALTER TABLE "leads" DROP COLUMN "anonymised_at";
  ALTER TABLE "credit_applications" DROP COLUMN "sensitive_data_disposed_at";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";`)
}
