import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_price_alert_subscriptions_status" AS ENUM('pending', 'active', 'unsubscribed');
  CREATE TYPE "public"."enum_price_alert_notices_status" AS ENUM('queued', 'sending', 'sent', 'failed', 'skipped');
  ALTER TYPE "public"."enum_leads_form_type" ADD VALUE 'PRICE_ALERT';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'price-alert-confirmation' BEFORE 'csv-import';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'price-alert-send' BEFORE 'csv-import';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'price-alert-confirmation' BEFORE 'csv-import';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'price-alert-send' BEFORE 'csv-import';
  ALTER TYPE "public"."enum_email_routing_rules_form_type" ADD VALUE 'PRICE_ALERT';
  ALTER TYPE "public"."enum__email_routing_v_version_rules_form_type" ADD VALUE 'PRICE_ALERT';
  CREATE TABLE "price_alert_subscriptions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"vehicle_id" integer NOT NULL,
  	"status" "enum_price_alert_subscriptions_status" DEFAULT 'pending' NOT NULL,
  	"send_to_sales" boolean DEFAULT false,
  	"lead_id" integer,
  	"confirmed_price" numeric,
  	"last_notified_price" numeric,
  	"confirmation_sent_at" timestamp(3) with time zone,
  	"confirmed_at" timestamp(3) with time zone,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"confirm_token_hash" varchar,
  	"pending_send_to_sales" boolean,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "price_alert_notices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"subscription_id" integer NOT NULL,
  	"vehicle_id" integer NOT NULL,
  	"previous_price" numeric,
  	"price" numeric NOT NULL,
  	"status" "enum_price_alert_notices_status" DEFAULT 'queued' NOT NULL,
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "price_alert_subscriptions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "price_alert_notices_id" integer;
  ALTER TABLE "price_alert_subscriptions" ADD CONSTRAINT "price_alert_subscriptions_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "price_alert_subscriptions" ADD CONSTRAINT "price_alert_subscriptions_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "price_alert_notices" ADD CONSTRAINT "price_alert_notices_subscription_id_price_alert_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."price_alert_subscriptions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "price_alert_notices" ADD CONSTRAINT "price_alert_notices_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "price_alert_subscriptions_email_idx" ON "price_alert_subscriptions" USING btree ("email");
  CREATE INDEX "price_alert_subscriptions_vehicle_idx" ON "price_alert_subscriptions" USING btree ("vehicle_id");
  CREATE INDEX "price_alert_subscriptions_status_idx" ON "price_alert_subscriptions" USING btree ("status");
  CREATE INDEX "price_alert_subscriptions_lead_idx" ON "price_alert_subscriptions" USING btree ("lead_id");
  CREATE INDEX "price_alert_subscriptions_confirm_token_hash_idx" ON "price_alert_subscriptions" USING btree ("confirm_token_hash");
  CREATE INDEX "price_alert_subscriptions_updated_at_idx" ON "price_alert_subscriptions" USING btree ("updated_at");
  CREATE INDEX "price_alert_subscriptions_created_at_idx" ON "price_alert_subscriptions" USING btree ("created_at");
  CREATE UNIQUE INDEX "email_vehicle_idx" ON "price_alert_subscriptions" USING btree ("email","vehicle_id");
  CREATE INDEX "price_alert_notices_subscription_idx" ON "price_alert_notices" USING btree ("subscription_id");
  CREATE INDEX "price_alert_notices_vehicle_idx" ON "price_alert_notices" USING btree ("vehicle_id");
  CREATE INDEX "price_alert_notices_status_idx" ON "price_alert_notices" USING btree ("status");
  CREATE INDEX "price_alert_notices_unsubscribe_token_hash_idx" ON "price_alert_notices" USING btree ("unsubscribe_token_hash");
  CREATE INDEX "price_alert_notices_updated_at_idx" ON "price_alert_notices" USING btree ("updated_at");
  CREATE INDEX "price_alert_notices_created_at_idx" ON "price_alert_notices" USING btree ("created_at");
  CREATE UNIQUE INDEX "subscription_price_idx" ON "price_alert_notices" USING btree ("subscription_id","price");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_price_alert_subscriptions_fk" FOREIGN KEY ("price_alert_subscriptions_id") REFERENCES "public"."price_alert_subscriptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_price_alert_notices_fk" FOREIGN KEY ("price_alert_notices_id") REFERENCES "public"."price_alert_notices"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_price_alert_subscriptions__idx" ON "payload_locked_documents_rels" USING btree ("price_alert_subscriptions_id");
  CREATE INDEX "payload_locked_documents_rels_price_alert_notices_id_idx" ON "payload_locked_documents_rels" USING btree ("price_alert_notices_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "price_alert_subscriptions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "price_alert_notices" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "price_alert_subscriptions" CASCADE;
  DROP TABLE "price_alert_notices" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_price_alert_subscriptions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_price_alert_notices_fk";
  
  ALTER TABLE "leads" ALTER COLUMN "form_type" SET DATA TYPE text;
  DROP TYPE "public"."enum_leads_form_type";
  CREATE TYPE "public"."enum_leads_form_type" AS ENUM('UNLOCK_INVENTORY', 'UNLOCK_PRICE', 'SCHEDULE_TEST_DRIVE', 'SELL_OR_TRADE', 'CONTACT_SALES', 'CONTACT_FINANCE', 'CONTACT_TRADE', 'CONTACT_SELL', 'CONTACT_SUPPORT', 'CONTACT_BILLING', 'CONTACT_GENERAL', 'STAFF_MEMBER', 'CAREERS', 'APPLY_FINANCING', 'FULL_CREDIT_APP', 'SERVICE', 'REFERRAL');
  ALTER TABLE "leads" ALTER COLUMN "form_type" SET DATA TYPE "public"."enum_leads_form_type" USING "form_type"::"public"."enum_leads_form_type";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliver-lead', 'csv-import');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliver-lead', 'csv-import');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "email_routing_rules" ALTER COLUMN "form_type" SET DATA TYPE text;
  DROP TYPE "public"."enum_email_routing_rules_form_type";
  CREATE TYPE "public"."enum_email_routing_rules_form_type" AS ENUM('UNLOCK_INVENTORY', 'UNLOCK_PRICE', 'SCHEDULE_TEST_DRIVE', 'SELL_OR_TRADE', 'CONTACT_SALES', 'CONTACT_FINANCE', 'CONTACT_TRADE', 'CONTACT_SELL', 'CONTACT_SUPPORT', 'CONTACT_BILLING', 'CONTACT_GENERAL', 'STAFF_MEMBER', 'CAREERS', 'APPLY_FINANCING', 'FULL_CREDIT_APP', 'SERVICE', 'REFERRAL');
  ALTER TABLE "email_routing_rules" ALTER COLUMN "form_type" SET DATA TYPE "public"."enum_email_routing_rules_form_type" USING "form_type"::"public"."enum_email_routing_rules_form_type";
  ALTER TABLE "_email_routing_v_version_rules" ALTER COLUMN "form_type" SET DATA TYPE text;
  DROP TYPE "public"."enum__email_routing_v_version_rules_form_type";
  CREATE TYPE "public"."enum__email_routing_v_version_rules_form_type" AS ENUM('UNLOCK_INVENTORY', 'UNLOCK_PRICE', 'SCHEDULE_TEST_DRIVE', 'SELL_OR_TRADE', 'CONTACT_SALES', 'CONTACT_FINANCE', 'CONTACT_TRADE', 'CONTACT_SELL', 'CONTACT_SUPPORT', 'CONTACT_BILLING', 'CONTACT_GENERAL', 'STAFF_MEMBER', 'CAREERS', 'APPLY_FINANCING', 'FULL_CREDIT_APP', 'SERVICE', 'REFERRAL');
  ALTER TABLE "_email_routing_v_version_rules" ALTER COLUMN "form_type" SET DATA TYPE "public"."enum__email_routing_v_version_rules_form_type" USING "form_type"::"public"."enum__email_routing_v_version_rules_form_type";
  DROP INDEX "payload_locked_documents_rels_price_alert_subscriptions__idx";
  DROP INDEX "payload_locked_documents_rels_price_alert_notices_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "price_alert_subscriptions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "price_alert_notices_id";
  DROP TYPE "public"."enum_price_alert_subscriptions_status";
  DROP TYPE "public"."enum_price_alert_notices_status";`)
}
