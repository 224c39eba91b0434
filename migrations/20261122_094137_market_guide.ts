import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "market_guide" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"year" numeric NOT NULL,
  	"make" varchar NOT NULL,
  	"model" varchar NOT NULL,
  	"series" varchar,
  	"style" varchar,
  	"wholesale_avg" numeric NOT NULL,
  	"wholesale_clean" numeric,
  	"wholesale_rough" numeric,
  	"retail_avg" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "market_guide_id" integer;
  CREATE INDEX "market_guide_year_idx" ON "market_guide" USING btree ("year");
  CREATE INDEX "market_guide_make_idx" ON "market_guide" USING btree ("make");
  CREATE INDEX "market_guide_model_idx" ON "market_guide" USING btree ("model");
  CREATE INDEX "market_guide_updated_at_idx" ON "market_guide" USING btree ("updated_at");
  CREATE INDEX "market_guide_created_at_idx" ON "market_guide" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_market_guide_fk" FOREIGN KEY ("market_guide_id") REFERENCES "public"."market_guide"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_market_guide_id_idx" ON "payload_locked_documents_rels" USING btree ("market_guide_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "market_guide" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "market_guide" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_market_guide_fk";
  
  DROP INDEX "payload_locked_documents_rels_market_guide_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "market_guide_id";`)
}
