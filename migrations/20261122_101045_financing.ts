import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_credit_applications_form_type" AS ENUM('APPLY_FINANCING', 'FULL_CREDIT_APP');
  CREATE TYPE "public"."enum_fin_states_state" AS ENUM('IL', 'IN');
  CREATE TYPE "public"."enum_finance_settings_default_state" AS ENUM('IL', 'IN');
  CREATE TYPE "public"."enum__fin_states_v_state" AS ENUM('IL', 'IN');
  CREATE TYPE "public"."enum__finance_settings_v_version_default_state" AS ENUM('IL', 'IN');
  CREATE TABLE "credit_applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"lead_id" integer NOT NULL,
  	"form_type" "enum_credit_applications_form_type",
  	"has_co_applicant" boolean,
  	"applicant_ssn" varchar,
  	"applicant_date_of_birth" varchar,
  	"co_applicant_ssn" varchar,
  	"co_applicant_date_of_birth" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "credit_data_reveals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"application_id" integer,
  	"user_id" integer,
  	"user_email" varchar,
  	"role" varchar,
  	"ip" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "fin_base_rates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"term_months" numeric NOT NULL,
  	"base_apr" numeric NOT NULL
  );
  
  CREATE TABLE "fin_credit_tiers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"min_score" numeric NOT NULL,
  	"add_on_apr" numeric NOT NULL
  );
  
  CREATE TABLE "fin_states" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"state" "enum_fin_states_state" NOT NULL,
  	"sales_tax_rate" numeric NOT NULL,
  	"title_fee" numeric NOT NULL,
  	"trade_in_tax_credit" boolean DEFAULT true,
  	"trade_in_tax_credit_cap" numeric
  );
  
  CREATE TABLE "finance_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"pre_approval_enabled" boolean DEFAULT true,
  	"default_state" "enum_finance_settings_default_state" DEFAULT 'IL' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_fin_base_rates_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"term_months" numeric NOT NULL,
  	"base_apr" numeric NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_fin_credit_tiers_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"min_score" numeric NOT NULL,
  	"add_on_apr" numeric NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_fin_states_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"state" "enum__fin_states_v_state" NOT NULL,
  	"sales_tax_rate" numeric NOT NULL,
  	"title_fee" numeric NOT NULL,
  	"trade_in_tax_credit" boolean DEFAULT true,
  	"trade_in_tax_credit_cap" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_finance_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_pre_approval_enabled" boolean DEFAULT true,
  	"version_default_state" "enum__finance_settings_v_version_default_state" DEFAULT 'IL' NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "credit_applications_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "credit_data_reveals_id" integer;
  ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "credit_data_reveals" ADD CONSTRAINT "credit_data_reveals_application_id_credit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."credit_applications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "credit_data_reveals" ADD CONSTRAINT "credit_data_reveals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "fin_base_rates" ADD CONSTRAINT "fin_base_rates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."finance_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "fin_credit_tiers" ADD CONSTRAINT "fin_credit_tiers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."finance_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "fin_states" ADD CONSTRAINT "fin_states_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."finance_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_fin_base_rates_v" ADD CONSTRAINT "_fin_base_rates_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_finance_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_fin_credit_tiers_v" ADD CONSTRAINT "_fin_credit_tiers_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_finance_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_fin_states_v" ADD CONSTRAINT "_fin_states_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_finance_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "credit_applications_lead_idx" ON "credit_applications" USING btree ("lead_id");
  CREATE INDEX "credit_applications_updated_at_idx" ON "credit_applications" USING btree ("updated_at");
  CREATE INDEX "credit_applications_created_at_idx" ON "credit_applications" USING btree ("created_at");
  CREATE INDEX "credit_data_reveals_application_idx" ON "credit_data_reveals" USING btree ("application_id");
  CREATE INDEX "credit_data_reveals_user_idx" ON "credit_data_reveals" USING btree ("user_id");
  CREATE INDEX "credit_data_reveals_updated_at_idx" ON "credit_data_reveals" USING btree ("updated_at");
  CREATE INDEX "credit_data_reveals_created_at_idx" ON "credit_data_reveals" USING btree ("created_at");
  CREATE INDEX "fin_base_rates_order_idx" ON "fin_base_rates" USING btree ("_order");
  CREATE INDEX "fin_base_rates_parent_id_idx" ON "fin_base_rates" USING btree ("_parent_id");
  CREATE INDEX "fin_credit_tiers_order_idx" ON "fin_credit_tiers" USING btree ("_order");
  CREATE INDEX "fin_credit_tiers_parent_id_idx" ON "fin_credit_tiers" USING btree ("_parent_id");
  CREATE INDEX "fin_states_order_idx" ON "fin_states" USING btree ("_order");
  CREATE INDEX "fin_states_parent_id_idx" ON "fin_states" USING btree ("_parent_id");
  CREATE INDEX "_fin_base_rates_v_order_idx" ON "_fin_base_rates_v" USING btree ("_order");
  CREATE INDEX "_fin_base_rates_v_parent_id_idx" ON "_fin_base_rates_v" USING btree ("_parent_id");
  CREATE INDEX "_fin_credit_tiers_v_order_idx" ON "_fin_credit_tiers_v" USING btree ("_order");
  CREATE INDEX "_fin_credit_tiers_v_parent_id_idx" ON "_fin_credit_tiers_v" USING btree ("_parent_id");
  CREATE INDEX "_fin_states_v_order_idx" ON "_fin_states_v" USING btree ("_order");
  CREATE INDEX "_fin_states_v_parent_id_idx" ON "_fin_states_v" USING btree ("_parent_id");
  CREATE INDEX "_finance_settings_v_created_at_idx" ON "_finance_settings_v" USING btree ("created_at");
  CREATE INDEX "_finance_settings_v_updated_at_idx" ON "_finance_settings_v" USING btree ("updated_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_credit_applications_fk" FOREIGN KEY ("credit_applications_id") REFERENCES "public"."credit_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_credit_data_reveals_fk" FOREIGN KEY ("credit_data_reveals_id") REFERENCES "public"."credit_data_reveals"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_credit_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("credit_applications_id");
  CREATE INDEX "payload_locked_documents_rels_credit_data_reveals_id_idx" ON "payload_locked_documents_rels" USING btree ("credit_data_reveals_id");`)
  // Appended by hand (Payload cannot express it): deleting a lead deletes its encrypted credit
  // data instead of failing on the NOT NULL lead_id (docs/decisions/0051); the reveal audit keeps
  // its rows, their application link set to null.
  await db.execute(sql`
  ALTER TABLE "credit_applications" DROP CONSTRAINT "credit_applications_lead_id_leads_id_fk";
  ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "credit_applications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "credit_data_reveals" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "fin_base_rates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "fin_credit_tiers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "fin_states" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "finance_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_fin_base_rates_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_fin_credit_tiers_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_fin_states_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_finance_settings_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "credit_applications" CASCADE;
  DROP TABLE "credit_data_reveals" CASCADE;
  DROP TABLE "fin_base_rates" CASCADE;
  DROP TABLE "fin_credit_tiers" CASCADE;
  DROP TABLE "fin_states" CASCADE;
  DROP TABLE "finance_settings" CASCADE;
  DROP TABLE "_fin_base_rates_v" CASCADE;
  DROP TABLE "_fin_credit_tiers_v" CASCADE;
  DROP TABLE "_fin_states_v" CASCADE;
  DROP TABLE "_finance_settings_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_credit_applications_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_credit_data_reveals_fk";
  
  DROP INDEX "payload_locked_documents_rels_credit_applications_id_idx";
  DROP INDEX "payload_locked_documents_rels_credit_data_reveals_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "credit_applications_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "credit_data_reveals_id";
  DROP TYPE "public"."enum_credit_applications_form_type";
  DROP TYPE "public"."enum_fin_states_state";
  DROP TYPE "public"."enum_finance_settings_default_state";
  DROP TYPE "public"."enum__fin_states_v_state";
  DROP TYPE "public"."enum__finance_settings_v_version_default_state";`)
}
