import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_events_action" ADD VALUE 'credit-key-rotated';
  ALTER TABLE "credit_applications" ADD COLUMN "last_used_at" timestamp(3) with time zone;
  CREATE INDEX "credit_applications_last_used_at_idx" ON "credit_applications" USING btree ("last_used_at");`)
  // The disposal's clock for the applications already stored (decision 0302): the latest real use
  // known, their creation or their last reveal. Not updated_at: nothing but housekeeping (a title
  // removed with an anonymised lead, the disposal itself) ever changed a stored application.
  await db.execute(sql`
  UPDATE "credit_applications" AS ca SET "last_used_at" = GREATEST(ca."created_at",
    (SELECT max(r."created_at") FROM "credit_data_reveals" r WHERE r."application_id" = ca."id"));`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_events" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_events_action";
  CREATE TYPE "public"."enum_audit_events_action" AS ENUM('sign-in', 'sign-in-failed', 'account-locked', 'second-factor-enrolled', 'second-factor-verified', 'second-factor-failed', 'second-factor-locked', 'second-factor-reset', 'recovery-code-used', 'lead-export', 'credit-export', 'audit-export', 'credit-data-reveal', 'user-created', 'user-deleted', 'role-changed', 'sessions-revoked', 'email-routing-changed', 'second-factor-rule-changed', 'retention-changed', 'data-disposed', 'person-forgotten');
  ALTER TABLE "audit_events" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_events_action" USING "action"::"public"."enum_audit_events_action";
  DROP INDEX "credit_applications_last_used_at_idx";
  ALTER TABLE "credit_applications" DROP COLUMN "last_used_at";`)
}
