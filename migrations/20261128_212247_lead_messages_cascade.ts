import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Written by hand (Payload cannot express it, as for credit applications in 20261122_101045_financing
 * and decision 0051): deleting a lead deletes its delivery records (lead-messages) instead of
 * failing on their NOT NULL lead_id, which made an admin's delete of any delivered lead an error.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "lead_messages" DROP CONSTRAINT "lead_messages_lead_id_leads_id_fk";
  ALTER TABLE "lead_messages" ADD CONSTRAINT "lead_messages_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "lead_messages" DROP CONSTRAINT "lead_messages_lead_id_leads_id_fk";
  ALTER TABLE "lead_messages" ADD CONSTRAINT "lead_messages_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;`)
}
