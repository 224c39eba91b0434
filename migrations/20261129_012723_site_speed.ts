import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'site-speed-alerts';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'site-speed-alerts';
  CREATE TABLE "web_vitals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"template" varchar NOT NULL,
  	"device" varchar NOT NULL,
  	"metric" varchar NOT NULL,
  	"bucket" numeric NOT NULL,
  	"count" numeric DEFAULT 0 NOT NULL
  );
  
  CREATE TABLE "web_vitals_alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"template" varchar NOT NULL,
  	"metric" varchar NOT NULL,
  	"since" varchar NOT NULL,
  	"p75" numeric NOT NULL,
  	"notified_at" timestamp(3) with time zone NOT NULL
  );
  
  ALTER TABLE "site_settings" ADD COLUMN "vitals_sample_rate" numeric DEFAULT 100;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_vitals_sample_rate" numeric DEFAULT 100;
  CREATE UNIQUE INDEX "day_template_device_metric_bucket_idx" ON "web_vitals" USING btree ("day","template","device","metric","bucket");
  CREATE UNIQUE INDEX "template_metric_since_idx" ON "web_vitals_alerts" USING btree ("template","metric","since");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "web_vitals" CASCADE;
  DROP TABLE "web_vitals_alerts" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliver-lead', 'price-alert-confirmation', 'price-alert-send', 'csv-import', 'dispose-expired-data', 'refresh-price-drops');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliver-lead', 'price-alert-confirmation', 'price-alert-send', 'csv-import', 'dispose-expired-data', 'refresh-price-drops');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "site_settings" DROP COLUMN "vitals_sample_rate";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_vitals_sample_rate";`)
}
