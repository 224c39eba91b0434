import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "experiment_exposures" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"experiment" varchar NOT NULL,
  	"variant" varchar NOT NULL,
  	"visitor_id" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "leads" ADD COLUMN "source" varchar;
  ALTER TABLE "leads" ADD COLUMN "medium" varchar;
  ALTER TABLE "leads" ADD COLUMN "campaign" varchar;
  ALTER TABLE "leads" ADD COLUMN "first_source" varchar;
  ALTER TABLE "leads" ADD COLUMN "first_medium" varchar;
  ALTER TABLE "leads" ADD COLUMN "first_campaign" varchar;
  ALTER TABLE "leads" ADD COLUMN "attribution" jsonb;
  ALTER TABLE "leads" ADD COLUMN "phone_verified" boolean DEFAULT false;
  ALTER TABLE "leads" ADD COLUMN "experiments" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "experiment_exposures_id" integer;
  CREATE INDEX "experiment_exposures_experiment_idx" ON "experiment_exposures" USING btree ("experiment");
  CREATE INDEX "experiment_exposures_updated_at_idx" ON "experiment_exposures" USING btree ("updated_at");
  CREATE INDEX "experiment_exposures_created_at_idx" ON "experiment_exposures" USING btree ("created_at");
  CREATE UNIQUE INDEX "experiment_visitorId_idx" ON "experiment_exposures" USING btree ("experiment","visitor_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_experiment_exposures_fk" FOREIGN KEY ("experiment_exposures_id") REFERENCES "public"."experiment_exposures"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_source_idx" ON "leads" USING btree ("source");
  CREATE INDEX "leads_medium_idx" ON "leads" USING btree ("medium");
  CREATE INDEX "leads_campaign_idx" ON "leads" USING btree ("campaign");
  CREATE INDEX "leads_first_source_idx" ON "leads" USING btree ("first_source");
  CREATE INDEX "leads_first_campaign_idx" ON "leads" USING btree ("first_campaign");
  CREATE INDEX "leads_phone_verified_idx" ON "leads" USING btree ("phone_verified");
  CREATE INDEX "payload_locked_documents_rels_experiment_exposures_id_idx" ON "payload_locked_documents_rels" USING btree ("experiment_exposures_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "experiment_exposures" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "experiment_exposures" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_experiment_exposures_fk";
  
  DROP INDEX "leads_source_idx";
  DROP INDEX "leads_medium_idx";
  DROP INDEX "leads_campaign_idx";
  DROP INDEX "leads_first_source_idx";
  DROP INDEX "leads_first_campaign_idx";
  DROP INDEX "leads_phone_verified_idx";
  DROP INDEX "payload_locked_documents_rels_experiment_exposures_id_idx";
  ALTER TABLE "leads" DROP COLUMN "source";
  ALTER TABLE "leads" DROP COLUMN "medium";
  ALTER TABLE "leads" DROP COLUMN "campaign";
  ALTER TABLE "leads" DROP COLUMN "first_source";
  ALTER TABLE "leads" DROP COLUMN "first_medium";
  ALTER TABLE "leads" DROP COLUMN "first_campaign";
  ALTER TABLE "leads" DROP COLUMN "attribution";
  ALTER TABLE "leads" DROP COLUMN "phone_verified";
  ALTER TABLE "leads" DROP COLUMN "experiments";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "experiment_exposures_id";`)
}
