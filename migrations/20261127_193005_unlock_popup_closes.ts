import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Data only: the built-in unlock-inventory popup's "Access Granted!" view closes after 5 seconds
 * (visitor-layer.md sections 8 and 9), as newly seeded sites have it (src/domain/popups/builtin.ts).
 * Only where no editor has set how it closes; the latest version too, so the admin shows it.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   UPDATE "popups" SET "submitted_timeout_close" = 5
    WHERE "popup_id" = 'unlock-inventory' AND "submitted_timeout_close" IS NULL AND "submitted_close" IS NOT TRUE;
   UPDATE "_popups_v" SET "version_submitted_timeout_close" = 5
    WHERE "version_popup_id" = 'unlock-inventory' AND "latest" IS TRUE
      AND "version_submitted_timeout_close" IS NULL AND "version_submitted_close" IS NOT TRUE;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   UPDATE "popups" SET "submitted_timeout_close" = NULL
    WHERE "popup_id" = 'unlock-inventory' AND "submitted_timeout_close" = 5;
   UPDATE "_popups_v" SET "version_submitted_timeout_close" = NULL
    WHERE "version_popup_id" = 'unlock-inventory' AND "latest" IS TRUE AND "version_submitted_timeout_close" = 5;`)
}
