import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The documentary fee before its effective date (issue 37, decision 0322). The generator also
// listed the popups' end date, the claim form and the sample lease: those columns came with
// 20261128_212331_offers_expire, whose snapshot the price-history migration did not carry, so they
// are left out here. This migration's snapshot (the .json beside it) is whole again.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "dealership_settings" ADD COLUMN "previous_documentary_fee" numeric;
  ALTER TABLE "_dealership_settings_v" ADD COLUMN "version_previous_documentary_fee" numeric;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "dealership_settings" DROP COLUMN "previous_documentary_fee";
  ALTER TABLE "_dealership_settings_v" DROP COLUMN "version_previous_documentary_fee";`)
}
