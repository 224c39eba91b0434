import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_saved_searches_status" AS ENUM('pending', 'active', 'unsubscribed');
  CREATE TYPE "public"."enum_saved_search_alerts_status" AS ENUM('queued', 'sending', 'sent', 'failed', 'skipped');
  ALTER TYPE "public"."enum_leads_form_type" ADD VALUE 'SAVED_SEARCH';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'saved-search-confirmation' BEFORE 'csv-import';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'saved-search-alert' BEFORE 'csv-import';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'saved-search-match' BEFORE 'csv-import';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'saved-search-alerts-due' BEFORE 'csv-import';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'saved-search-confirmation' BEFORE 'csv-import';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'saved-search-alert' BEFORE 'csv-import';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'saved-search-match' BEFORE 'csv-import';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'saved-search-alerts-due' BEFORE 'csv-import';
  ALTER TYPE "public"."enum_email_routing_rules_form_type" ADD VALUE 'SAVED_SEARCH';
  ALTER TYPE "public"."enum__email_routing_v_version_rules_form_type" ADD VALUE 'SAVED_SEARCH';
  CREATE TABLE "saved_searches" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"search_url" varchar NOT NULL,
  	"status" "enum_saved_searches_status" DEFAULT 'pending' NOT NULL,
  	"send_to_sales" boolean DEFAULT false,
  	"lead_id" integer,
  	"last_alert_at" timestamp(3) with time zone,
  	"confirmation_sent_at" timestamp(3) with time zone,
  	"confirmed_at" timestamp(3) with time zone,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"confirm_token_hash" varchar,
  	"pending_send_to_sales" boolean,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "saved_search_alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"subscription_id" integer NOT NULL,
  	"status" "enum_saved_search_alerts_status" DEFAULT 'queued' NOT NULL,
  	"skip_reason" varchar,
  	"claimed_at" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"tries" numeric DEFAULT 0,
  	"error" varchar,
  	"message_id" varchar,
  	"unsubscribe_token_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "saved_search_matches" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"subscription_id" integer NOT NULL,
  	"vehicle_id" integer,
  	"alert_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "saved_search_arrivals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"vehicle_id" integer,
  	"arrived_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "saved_searches_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "saved_search_alerts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "saved_search_matches_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "saved_search_arrivals_id" integer;
  ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_subscription_id_saved_searches_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."saved_searches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_subscription_id_saved_searches_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."saved_searches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_alert_id_saved_search_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."saved_search_alerts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_search_arrivals" ADD CONSTRAINT "saved_search_arrivals_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "saved_searches_email_idx" ON "saved_searches" USING btree ("email");
  CREATE INDEX "saved_searches_search_url_idx" ON "saved_searches" USING btree ("search_url");
  CREATE INDEX "saved_searches_status_idx" ON "saved_searches" USING btree ("status");
  CREATE INDEX "saved_searches_lead_idx" ON "saved_searches" USING btree ("lead_id");
  CREATE INDEX "saved_searches_confirm_token_hash_idx" ON "saved_searches" USING btree ("confirm_token_hash");
  CREATE INDEX "saved_searches_updated_at_idx" ON "saved_searches" USING btree ("updated_at");
  CREATE INDEX "saved_searches_created_at_idx" ON "saved_searches" USING btree ("created_at");
  CREATE UNIQUE INDEX "email_searchUrl_idx" ON "saved_searches" USING btree ("email","search_url");
  CREATE INDEX "saved_search_alerts_subscription_idx" ON "saved_search_alerts" USING btree ("subscription_id");
  CREATE INDEX "saved_search_alerts_status_idx" ON "saved_search_alerts" USING btree ("status");
  CREATE INDEX "saved_search_alerts_unsubscribe_token_hash_idx" ON "saved_search_alerts" USING btree ("unsubscribe_token_hash");
  CREATE INDEX "saved_search_alerts_updated_at_idx" ON "saved_search_alerts" USING btree ("updated_at");
  CREATE INDEX "saved_search_alerts_created_at_idx" ON "saved_search_alerts" USING btree ("created_at");
  CREATE INDEX "saved_search_matches_subscription_idx" ON "saved_search_matches" USING btree ("subscription_id");
  CREATE INDEX "saved_search_matches_vehicle_idx" ON "saved_search_matches" USING btree ("vehicle_id");
  CREATE INDEX "saved_search_matches_alert_idx" ON "saved_search_matches" USING btree ("alert_id");
  CREATE INDEX "saved_search_matches_updated_at_idx" ON "saved_search_matches" USING btree ("updated_at");
  CREATE INDEX "saved_search_matches_created_at_idx" ON "saved_search_matches" USING btree ("created_at");
  CREATE UNIQUE INDEX "subscription_vehicle_idx" ON "saved_search_matches" USING btree ("subscription_id","vehicle_id");
  CREATE UNIQUE INDEX "saved_search_arrivals_vehicle_idx" ON "saved_search_arrivals" USING btree ("vehicle_id");
  CREATE INDEX "saved_search_arrivals_updated_at_idx" ON "saved_search_arrivals" USING btree ("updated_at");
  CREATE INDEX "saved_search_arrivals_created_at_idx" ON "saved_search_arrivals" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_saved_searches_fk" FOREIGN KEY ("saved_searches_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_saved_search_alerts_fk" FOREIGN KEY ("saved_search_alerts_id") REFERENCES "public"."saved_search_alerts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_saved_search_matches_fk" FOREIGN KEY ("saved_search_matches_id") REFERENCES "public"."saved_search_matches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_saved_search_arrivals_fk" FOREIGN KEY ("saved_search_arrivals_id") REFERENCES "public"."saved_search_arrivals"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_saved_searches_id_idx" ON "payload_locked_documents_rels" USING btree ("saved_searches_id");
  CREATE INDEX "payload_locked_documents_rels_saved_search_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("saved_search_alerts_id");
  CREATE INDEX "payload_locked_documents_rels_saved_search_matches_id_idx" ON "payload_locked_documents_rels" USING btree ("saved_search_matches_id");
  CREATE INDEX "payload_locked_documents_rels_saved_search_arrivals_id_idx" ON "payload_locked_documents_rels" USING btree ("saved_search_arrivals_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "saved_searches" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "saved_search_alerts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "saved_search_matches" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "saved_search_arrivals" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "saved_searches" CASCADE;
  DROP TABLE "saved_search_alerts" CASCADE;
  DROP TABLE "saved_search_matches" CASCADE;
  DROP TABLE "saved_search_arrivals" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_saved_searches_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_saved_search_alerts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_saved_search_matches_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_saved_search_arrivals_fk";
  
  ALTER TABLE "leads" ALTER COLUMN "form_type" SET DATA TYPE text;
  DROP TYPE "public"."enum_leads_form_type";
  CREATE TYPE "public"."enum_leads_form_type" AS ENUM('UNLOCK_INVENTORY', 'UNLOCK_PRICE', 'SCHEDULE_TEST_DRIVE', 'SELL_OR_TRADE', 'CONTACT_SALES', 'CONTACT_FINANCE', 'CONTACT_TRADE', 'CONTACT_SELL', 'CONTACT_SUPPORT', 'CONTACT_BILLING', 'CONTACT_GENERAL', 'STAFF_MEMBER', 'CAREERS', 'APPLY_FINANCING', 'FULL_CREDIT_APP', 'SERVICE', 'REFERRAL', 'PRICE_ALERT');
  ALTER TABLE "leads" ALTER COLUMN "form_type" SET DATA TYPE "public"."enum_leads_form_type" USING "form_type"::"public"."enum_leads_form_type";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliver-lead', 'price-alert-confirmation', 'price-alert-send', 'csv-import', 'dispose-expired-data', 'refresh-price-drops', 'site-speed-alerts');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliver-lead', 'price-alert-confirmation', 'price-alert-send', 'csv-import', 'dispose-expired-data', 'refresh-price-drops', 'site-speed-alerts');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "email_routing_rules" ALTER COLUMN "form_type" SET DATA TYPE text;
  DROP TYPE "public"."enum_email_routing_rules_form_type";
  CREATE TYPE "public"."enum_email_routing_rules_form_type" AS ENUM('UNLOCK_INVENTORY', 'UNLOCK_PRICE', 'SCHEDULE_TEST_DRIVE', 'SELL_OR_TRADE', 'CONTACT_SALES', 'CONTACT_FINANCE', 'CONTACT_TRADE', 'CONTACT_SELL', 'CONTACT_SUPPORT', 'CONTACT_BILLING', 'CONTACT_GENERAL', 'STAFF_MEMBER', 'CAREERS', 'APPLY_FINANCING', 'FULL_CREDIT_APP', 'SERVICE', 'REFERRAL', 'PRICE_ALERT');
  ALTER TABLE "email_routing_rules" ALTER COLUMN "form_type" SET DATA TYPE "public"."enum_email_routing_rules_form_type" USING "form_type"::"public"."enum_email_routing_rules_form_type";
  ALTER TABLE "_email_routing_v_version_rules" ALTER COLUMN "form_type" SET DATA TYPE text;
  DROP TYPE "public"."enum__email_routing_v_version_rules_form_type";
  CREATE TYPE "public"."enum__email_routing_v_version_rules_form_type" AS ENUM('UNLOCK_INVENTORY', 'UNLOCK_PRICE', 'SCHEDULE_TEST_DRIVE', 'SELL_OR_TRADE', 'CONTACT_SALES', 'CONTACT_FINANCE', 'CONTACT_TRADE', 'CONTACT_SELL', 'CONTACT_SUPPORT', 'CONTACT_BILLING', 'CONTACT_GENERAL', 'STAFF_MEMBER', 'CAREERS', 'APPLY_FINANCING', 'FULL_CREDIT_APP', 'SERVICE', 'REFERRAL', 'PRICE_ALERT');
  ALTER TABLE "_email_routing_v_version_rules" ALTER COLUMN "form_type" SET DATA TYPE "public"."enum__email_routing_v_version_rules_form_type" USING "form_type"::"public"."enum__email_routing_v_version_rules_form_type";
  DROP INDEX "payload_locked_documents_rels_saved_searches_id_idx";
  DROP INDEX "payload_locked_documents_rels_saved_search_alerts_id_idx";
  DROP INDEX "payload_locked_documents_rels_saved_search_matches_id_idx";
  DROP INDEX "payload_locked_documents_rels_saved_search_arrivals_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "saved_searches_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "saved_search_alerts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "saved_search_matches_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "saved_search_arrivals_id";
  DROP TYPE "public"."enum_saved_searches_status";
  DROP TYPE "public"."enum_saved_search_alerts_status";`)
}
