import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_audit_events_action" AS ENUM('sign-in', 'sign-in-failed', 'account-locked', 'second-factor-enrolled', 'second-factor-verified', 'second-factor-failed', 'second-factor-locked', 'second-factor-reset', 'recovery-code-used', 'lead-export', 'credit-export', 'audit-export', 'credit-data-reveal', 'user-created', 'user-deleted', 'role-changed', 'sessions-revoked', 'email-routing-changed', 'second-factor-rule-changed', 'retention-changed', 'data-disposed', 'person-forgotten');
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "audit_events_id" integer;
  ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_credit_data_reveal_id_credit_data_reveals_id_fk" FOREIGN KEY ("credit_data_reveal_id") REFERENCES "public"."credit_data_reveals"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "audit_events_action_idx" ON "audit_events" USING btree ("action");
  CREATE INDEX "audit_events_actor_email_idx" ON "audit_events" USING btree ("actor_email");
  CREATE INDEX "audit_events_actor_id_idx" ON "audit_events" USING btree ("actor_id");
  CREATE INDEX "audit_events_subject_user_id_idx" ON "audit_events" USING btree ("subject_user_id");
  CREATE INDEX "audit_events_credit_data_reveal_idx" ON "audit_events" USING btree ("credit_data_reveal_id");
  CREATE INDEX "audit_events_updated_at_idx" ON "audit_events" USING btree ("updated_at");
  CREATE INDEX "audit_events_created_at_idx" ON "audit_events" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_events_fk" FOREIGN KEY ("audit_events_id") REFERENCES "public"."audit_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_audit_events_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_events_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "audit_events" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_audit_events_fk";
  
  DROP INDEX "payload_locked_documents_rels_audit_events_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "audit_events_id";
  DROP TYPE "public"."enum_audit_events_action";`)
}
