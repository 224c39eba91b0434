import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "second_factor_passes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sign_in_security" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"also_require_manager" boolean DEFAULT false,
  	"also_require_marketing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_sign_in_security_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_also_require_manager" boolean DEFAULT false,
  	"version_also_require_marketing" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "second_factor_enrolled_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "totp_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "totp_pending_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "totp_last_step" numeric;
  ALTER TABLE "users" ADD COLUMN "second_factor_wrong_codes" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "second_factor_locked_until" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "recovery_codes" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "second_factor_passes_id" integer;
  ALTER TABLE "second_factor_passes" ADD CONSTRAINT "second_factor_passes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "second_factor_passes_user_idx" ON "second_factor_passes" USING btree ("user_id");
  CREATE UNIQUE INDEX "second_factor_passes_token_hash_idx" ON "second_factor_passes" USING btree ("token_hash");
  CREATE INDEX "second_factor_passes_expires_at_idx" ON "second_factor_passes" USING btree ("expires_at");
  CREATE INDEX "second_factor_passes_updated_at_idx" ON "second_factor_passes" USING btree ("updated_at");
  CREATE INDEX "second_factor_passes_created_at_idx" ON "second_factor_passes" USING btree ("created_at");
  CREATE INDEX "_sign_in_security_v_created_at_idx" ON "_sign_in_security_v" USING btree ("created_at");
  CREATE INDEX "_sign_in_security_v_updated_at_idx" ON "_sign_in_security_v" USING btree ("updated_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_second_factor_passes_fk" FOREIGN KEY ("second_factor_passes_id") REFERENCES "public"."second_factor_passes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_second_factor_passes_id_idx" ON "payload_locked_documents_rels" USING btree ("second_factor_passes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "second_factor_passes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sign_in_security" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sign_in_security_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "second_factor_passes" CASCADE;
  DROP TABLE "sign_in_security" CASCADE;
  DROP TABLE "_sign_in_security_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_second_factor_passes_fk";
  
  DROP INDEX "payload_locked_documents_rels_second_factor_passes_id_idx";
  ALTER TABLE "users" DROP COLUMN "second_factor_enrolled_at";
  ALTER TABLE "users" DROP COLUMN "totp_secret";
  ALTER TABLE "users" DROP COLUMN "totp_pending_secret";
  ALTER TABLE "users" DROP COLUMN "totp_last_step";
  ALTER TABLE "users" DROP COLUMN "second_factor_wrong_codes";
  ALTER TABLE "users" DROP COLUMN "second_factor_locked_until";
  ALTER TABLE "users" DROP COLUMN "recovery_codes";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "second_factor_passes_id";`)
}
