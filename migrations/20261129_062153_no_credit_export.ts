import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // The audit action 'credit-export' goes (decision 0297): there is deliberately no export of credit
  // applications, and nothing ever wrote the action, so no stored row holds it and the cast back to
  // the enum below cannot fail.
  await db.execute(sql`
   ALTER TABLE "audit_events" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_events_action";
  CREATE TYPE "public"."enum_audit_events_action" AS ENUM('sign-in', 'sign-in-failed', 'account-locked', 'second-factor-enrolled', 'second-factor-verified', 'second-factor-failed', 'second-factor-locked', 'second-factor-reset', 'recovery-code-used', 'lead-export', 'audit-export', 'credit-data-reveal', 'user-created', 'user-deleted', 'role-changed', 'sessions-revoked', 'email-routing-changed', 'second-factor-rule-changed', 'retention-changed', 'data-disposed', 'person-forgotten', 'credit-key-rotated');
  ALTER TABLE "audit_events" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_events_action" USING "action"::"public"."enum_audit_events_action";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_events_action" ADD VALUE 'credit-export' BEFORE 'audit-export';`)
}
