import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_audit_events_action" AS ENUM('sign-in', 'sign-in-failed', 'account-locked', 'second-factor-enrolled', 'second-factor-verified', 'second-factor-failed', 'second-factor-locked', 'second-factor-reset', 'recovery-code-used', 'lead-export', 'credit-export', 'audit-export', 'credit-data-reveal', 'user-created', 'user-deleted', 'role-changed', 'sessions-revoked', 'email-routing-changed', 'second-factor-rule-changed', 'retention-changed', 'data-disposed', 'person-forgotten');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'dispose-expired-data';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'dispose-expired-data';
  CREATE TABLE "audit_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" "enum_audit_events_action" NOT NULL,
  	"summary" varchar,
  	"actor_email" varchar,
  	"actor_role" varchar,
  	"actor_id" numeric,
  	"subject_email" varchar,
  	"subject_user_id" numeric,
  	"ip" varchar,
  	"user_agent" varchar,
  	"credit_data_reveal_id" integer,
  	"details" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "second_factor_passes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sign_in_security" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"also_require_manager" boolean DEFAULT false,
  	"also_require_marketing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_sign_in_security_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_also_require_manager" boolean DEFAULT false,
  	"version_also_require_marketing" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
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
  
  ALTER TABLE "users" ADD COLUMN "second_factor_enrolled_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "totp_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "totp_pending_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "totp_last_step" numeric;
  ALTER TABLE "users" ADD COLUMN "second_factor_wrong_codes" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "second_factor_locked_until" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "recovery_codes" jsonb;
  ALTER TABLE "leads" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  ALTER TABLE "credit_applications" ADD COLUMN "sensitive_data_disposed_at" timestamp(3) with time zone;
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "audit_events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "second_factor_passes_id" integer;
  ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_credit_data_reveal_id_credit_data_reveals_id_fk" FOREIGN KEY ("credit_data_reveal_id") REFERENCES "public"."credit_data_reveals"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "second_factor_passes" ADD CONSTRAINT "second_factor_passes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "audit_events_action_idx" ON "audit_events" USING btree ("action");
  CREATE INDEX "audit_events_actor_email_idx" ON "audit_events" USING btree ("actor_email");
  CREATE INDEX "audit_events_actor_id_idx" ON "audit_events" USING btree ("actor_id");
  CREATE INDEX "audit_events_subject_user_id_idx" ON "audit_events" USING btree ("subject_user_id");
  CREATE INDEX "audit_events_credit_data_reveal_idx" ON "audit_events" USING btree ("credit_data_reveal_id");
  CREATE INDEX "audit_events_updated_at_idx" ON "audit_events" USING btree ("updated_at");
  CREATE INDEX "audit_events_created_at_idx" ON "audit_events" USING btree ("created_at");
  CREATE INDEX "second_factor_passes_user_idx" ON "second_factor_passes" USING btree ("user_id");
  CREATE UNIQUE INDEX "second_factor_passes_token_hash_idx" ON "second_factor_passes" USING btree ("token_hash");
  CREATE INDEX "second_factor_passes_expires_at_idx" ON "second_factor_passes" USING btree ("expires_at");
  CREATE INDEX "second_factor_passes_updated_at_idx" ON "second_factor_passes" USING btree ("updated_at");
  CREATE INDEX "second_factor_passes_created_at_idx" ON "second_factor_passes" USING btree ("created_at");
  CREATE INDEX "_sign_in_security_v_created_at_idx" ON "_sign_in_security_v" USING btree ("created_at");
  CREATE INDEX "_sign_in_security_v_updated_at_idx" ON "_sign_in_security_v" USING btree ("updated_at");
  CREATE INDEX "_data_retention_v_created_at_idx" ON "_data_retention_v" USING btree ("created_at");
  CREATE INDEX "_data_retention_v_updated_at_idx" ON "_data_retention_v" USING btree ("updated_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_events_fk" FOREIGN KEY ("audit_events_id") REFERENCES "public"."audit_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_second_factor_passes_fk" FOREIGN KEY ("second_factor_passes_id") REFERENCES "public"."second_factor_passes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_anonymised_at_idx" ON "leads" USING btree ("anonymised_at");
  CREATE INDEX "credit_applications_sensitive_data_disposed_at_idx" ON "credit_applications" USING btree ("sensitive_data_disposed_at");
  CREATE INDEX "payload_locked_documents_rels_audit_events_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_events_id");
  CREATE INDEX "payload_locked_documents_rels_second_factor_passes_id_idx" ON "payload_locked_documents_rels" USING btree ("second_factor_passes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "second_factor_passes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sign_in_security" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sign_in_security_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "data_retention" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_data_retention_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "audit_events" CASCADE;
  DROP TABLE "second_factor_passes" CASCADE;
  DROP TABLE "sign_in_security" CASCADE;
  DROP TABLE "_sign_in_security_v" CASCADE;
  DROP TABLE "data_retention" CASCADE;
  DROP TABLE "_data_retention_v" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_audit_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_second_factor_passes_fk";
  
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
  DROP INDEX "payload_locked_documents_rels_audit_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_second_factor_passes_id_idx";
  ALTER TABLE "users" DROP COLUMN "second_factor_enrolled_at";
  ALTER TABLE "users" DROP COLUMN "totp_secret";
  ALTER TABLE "users" DROP COLUMN "totp_pending_secret";
  ALTER TABLE "users" DROP COLUMN "totp_last_step";
  ALTER TABLE "users" DROP COLUMN "second_factor_wrong_codes";
  ALTER TABLE "users" DROP COLUMN "second_factor_locked_until";
  ALTER TABLE "users" DROP COLUMN "recovery_codes";
  ALTER TABLE "leads" DROP COLUMN "anonymised_at";
  ALTER TABLE "credit_applications" DROP COLUMN "sensitive_data_disposed_at";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "audit_events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "second_factor_passes_id";
  DROP TYPE "public"."enum_audit_events_action";`)
}
