import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The plates' registration fee per state in the finance settings (decision 0313, amendment of
 * 2026-11-29). Its default of 0 keeps every stored state's estimates as they were.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "fin_states" ADD COLUMN "registration_fee" numeric DEFAULT 0;
  ALTER TABLE "_fin_states_v" ADD COLUMN "registration_fee" numeric DEFAULT 0;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "fin_states" DROP COLUMN "registration_fee";
  ALTER TABLE "_fin_states_v" DROP COLUMN "registration_fee";`)
}
