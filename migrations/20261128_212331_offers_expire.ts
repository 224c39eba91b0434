import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_popups_component_inner_component" ADD VALUE 'OfferClaimForm' BEFORE 'UnlockInventoryForm';
  ALTER TYPE "public"."enum__popups_v_version_component_inner_component" ADD VALUE 'OfferClaimForm' BEFORE 'UnlockInventoryForm';
  ALTER TABLE "popups" ADD COLUMN "ends_at" timestamp(3) with time zone;
  ALTER TABLE "_popups_v" ADD COLUMN "version_ends_at" timestamp(3) with time zone;
  ALTER TABLE "finance_settings" ADD COLUMN "sample_lease_term_months" numeric DEFAULT 48 NOT NULL;
  ALTER TABLE "finance_settings" ADD COLUMN "sample_lease_miles_per_year" numeric DEFAULT 10000 NOT NULL;
  ALTER TABLE "finance_settings" ADD COLUMN "sample_lease_excess_mile_fee" numeric DEFAULT 0.2 NOT NULL;
  ALTER TABLE "finance_settings" ADD COLUMN "sample_lease_acquisition_fee" numeric DEFAULT 595 NOT NULL;
  ALTER TABLE "finance_settings" ADD COLUMN "sample_lease_expires" timestamp(3) with time zone DEFAULT '2025-03-03T12:00:00.000Z' NOT NULL;
  ALTER TABLE "_finance_settings_v" ADD COLUMN "version_sample_lease_term_months" numeric DEFAULT 48 NOT NULL;
  ALTER TABLE "_finance_settings_v" ADD COLUMN "version_sample_lease_miles_per_year" numeric DEFAULT 10000 NOT NULL;
  ALTER TABLE "_finance_settings_v" ADD COLUMN "version_sample_lease_excess_mile_fee" numeric DEFAULT 0.2 NOT NULL;
  ALTER TABLE "_finance_settings_v" ADD COLUMN "version_sample_lease_acquisition_fee" numeric DEFAULT 595 NOT NULL;
  ALTER TABLE "_finance_settings_v" ADD COLUMN "version_sample_lease_expires" timestamp(3) with time zone DEFAULT '2025-03-03T12:00:00.000Z' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "popups" ALTER COLUMN "component_inner_component" SET DATA TYPE text;
  DROP TYPE "public"."enum_popups_component_inner_component";
  CREATE TYPE "public"."enum_popups_component_inner_component" AS ENUM('UserLeadForm', 'UnlockInventoryForm', 'UserLeadPhoneVerification');
  ALTER TABLE "popups" ALTER COLUMN "component_inner_component" SET DATA TYPE "public"."enum_popups_component_inner_component" USING "component_inner_component"::"public"."enum_popups_component_inner_component";
  ALTER TABLE "_popups_v" ALTER COLUMN "version_component_inner_component" SET DATA TYPE text;
  DROP TYPE "public"."enum__popups_v_version_component_inner_component";
  CREATE TYPE "public"."enum__popups_v_version_component_inner_component" AS ENUM('UserLeadForm', 'UnlockInventoryForm', 'UserLeadPhoneVerification');
  ALTER TABLE "_popups_v" ALTER COLUMN "version_component_inner_component" SET DATA TYPE "public"."enum__popups_v_version_component_inner_component" USING "version_component_inner_component"::"public"."enum__popups_v_version_component_inner_component";
  ALTER TABLE "popups" DROP COLUMN "ends_at";
  ALTER TABLE "_popups_v" DROP COLUMN "version_ends_at";
  ALTER TABLE "finance_settings" DROP COLUMN "sample_lease_term_months";
  ALTER TABLE "finance_settings" DROP COLUMN "sample_lease_miles_per_year";
  ALTER TABLE "finance_settings" DROP COLUMN "sample_lease_excess_mile_fee";
  ALTER TABLE "finance_settings" DROP COLUMN "sample_lease_acquisition_fee";
  ALTER TABLE "finance_settings" DROP COLUMN "sample_lease_expires";
  ALTER TABLE "_finance_settings_v" DROP COLUMN "version_sample_lease_term_months";
  ALTER TABLE "_finance_settings_v" DROP COLUMN "version_sample_lease_miles_per_year";
  ALTER TABLE "_finance_settings_v" DROP COLUMN "version_sample_lease_excess_mile_fee";
  ALTER TABLE "_finance_settings_v" DROP COLUMN "version_sample_lease_acquisition_fee";
  ALTER TABLE "_finance_settings_v" DROP COLUMN "version_sample_lease_expires";`)
}
