import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_auto_financing_copy_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__auto_financing_copy_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_apply_copy_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__apply_copy_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_pre_approval_copy_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pre_approval_copy_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_credit_application_copy_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__credit_application_copy_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_bad_credit_copy_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__bad_credit_copy_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_bhph_copy_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__bhph_copy_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_sell_trade_copy_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__sell_trade_copy_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_careers_copy_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__careers_copy_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_referrals_copy_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__referrals_copy_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_contact_copy_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__contact_copy_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_help_center_copy_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__help_center_copy_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "copy_fin_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"button_label" varchar,
  	"button_link" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "auto_financing_copy" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Auto Financing',
  	"intro" varchar DEFAULT 'Car loans for every credit score, from the same people who sell you the car. Pre-approval is a soft check with no effect on your credit score, and answers typically come in 24-48 hours.',
  	"examples_heading" varchar DEFAULT 'What a loan costs',
  	"_status" "enum_auto_financing_copy_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_copy_fin_options_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"button_label" varchar,
  	"button_link" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_auto_financing_copy_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_heading" varchar DEFAULT 'Auto Financing',
  	"version_intro" varchar DEFAULT 'Car loans for every credit score, from the same people who sell you the car. Pre-approval is a soft check with no effect on your credit score, and answers typically come in 24-48 hours.',
  	"version_examples_heading" varchar DEFAULT 'What a loan costs',
  	"version__status" "enum__auto_financing_copy_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "copy_apply_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "apply_copy" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Get Pre-Approved',
  	"intro" varchar DEFAULT 'Free credit score pre-approval: a soft check with no effect on your credit score. Answers typically arrive in 24-48 hours.',
  	"minimal_heading" varchar DEFAULT 'Apply for Financing',
  	"_status" "enum_apply_copy_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_copy_apply_steps_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_apply_copy_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_heading" varchar DEFAULT 'Get Pre-Approved',
  	"version_intro" varchar DEFAULT 'Free credit score pre-approval: a soft check with no effect on your credit score. Answers typically arrive in 24-48 hours.',
  	"version_minimal_heading" varchar DEFAULT 'Apply for Financing',
  	"version__status" "enum__apply_copy_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "copy_preapproval_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pre_approval_copy" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Free Credit Score Pre-Approval',
  	"closing_text" varchar DEFAULT 'Already picked a car? Go straight to the',
  	"closing_link_label" varchar DEFAULT 'full credit application',
  	"_status" "enum_pre_approval_copy_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_copy_preapproval_points_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pre_approval_copy_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_heading" varchar DEFAULT 'Free Credit Score Pre-Approval',
  	"version_closing_text" varchar DEFAULT 'Already picked a car? Go straight to the',
  	"version_closing_link_label" varchar DEFAULT 'full credit application',
  	"version__status" "enum__pre_approval_copy_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "credit_application_copy" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Full Credit Application',
  	"intro" varchar DEFAULT 'Your Social Security number and date of birth are encrypted and never sent by e-mail.',
  	"_status" "enum_credit_application_copy_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_credit_application_copy_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_heading" varchar DEFAULT 'Full Credit Application',
  	"version_intro" varchar DEFAULT 'Your Social Security number and date of birth are encrypted and never sent by e-mail.',
  	"version__status" "enum__credit_application_copy_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "bad_credit_copy" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Bad Credit Auto Financing',
  	"_status" "enum_bad_credit_copy_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_bad_credit_copy_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_heading" varchar DEFAULT 'Bad Credit Auto Financing',
  	"version__status" "enum__bad_credit_copy_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "copy_bhph_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"ours" varchar,
  	"theirs" varchar
  );
  
  CREATE TABLE "bhph_copy" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Better Than Buy Here Pay Here',
  	"intro" varchar DEFAULT 'Buy-here-pay-here lots lend their own money, at their own rates. We shop your application to real lenders.',
  	"ours_column" varchar DEFAULT 'Our financing',
  	"theirs_column" varchar DEFAULT 'Buy here pay here',
  	"button_label" varchar DEFAULT 'Get pre-approved',
  	"_status" "enum_bhph_copy_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_copy_bhph_rows_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"ours" varchar,
  	"theirs" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_bhph_copy_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_heading" varchar DEFAULT 'Better Than Buy Here Pay Here',
  	"version_intro" varchar DEFAULT 'Buy-here-pay-here lots lend their own money, at their own rates. We shop your application to real lenders.',
  	"version_ours_column" varchar DEFAULT 'Our financing',
  	"version_theirs_column" varchar DEFAULT 'Buy here pay here',
  	"version_button_label" varchar DEFAULT 'Get pre-approved',
  	"version__status" "enum__bhph_copy_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "copy_sell_promises" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "copy_sell_chart_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"us" varchar,
  	"private_sale" varchar,
  	"other_dealers" varchar
  );
  
  CREATE TABLE "sell_trade_copy" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Sell or trade your car in minutes',
  	"intro" varchar DEFAULT 'Answer a few questions and get a real cash offer in under 60 seconds. Your offer is good for {offer validity days} days, and we''ll pay $300 more than any physically verified competing offer.',
  	"button_label" varchar DEFAULT 'Get my instant offer',
  	"why_heading" varchar DEFAULT 'Why sell to us',
  	"chart_columns_what" varchar DEFAULT 'What you get',
  	"chart_columns_us" varchar DEFAULT 'Us',
  	"chart_columns_private_sale" varchar DEFAULT 'Private sale',
  	"chart_columns_other_dealers" varchar DEFAULT 'Other dealers',
  	"reviews_heading" varchar DEFAULT 'What sellers say',
  	"faq_heading" varchar DEFAULT 'Questions about selling',
  	"_status" "enum_sell_trade_copy_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_copy_sell_promises_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_copy_sell_chart_rows_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"us" varchar,
  	"private_sale" varchar,
  	"other_dealers" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_sell_trade_copy_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_heading" varchar DEFAULT 'Sell or trade your car in minutes',
  	"version_intro" varchar DEFAULT 'Answer a few questions and get a real cash offer in under 60 seconds. Your offer is good for {offer validity days} days, and we''ll pay $300 more than any physically verified competing offer.',
  	"version_button_label" varchar DEFAULT 'Get my instant offer',
  	"version_why_heading" varchar DEFAULT 'Why sell to us',
  	"version_chart_columns_what" varchar DEFAULT 'What you get',
  	"version_chart_columns_us" varchar DEFAULT 'Us',
  	"version_chart_columns_private_sale" varchar DEFAULT 'Private sale',
  	"version_chart_columns_other_dealers" varchar DEFAULT 'Other dealers',
  	"version_reviews_heading" varchar DEFAULT 'What sellers say',
  	"version_faq_heading" varchar DEFAULT 'Questions about selling',
  	"version__status" "enum__sell_trade_copy_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "careers_copy" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Careers',
  	"intro" varchar DEFAULT 'Tell us which position interests you and attach your resume. We read every application.',
  	"_status" "enum_careers_copy_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_careers_copy_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_heading" varchar DEFAULT 'Careers',
  	"version_intro" varchar DEFAULT 'Tell us which position interests you and attach your resume. We read every application.',
  	"version__status" "enum__careers_copy_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "referrals_copy" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Refer a Friend',
  	"intro" varchar DEFAULT 'Know someone shopping for a car? Send us their details and we will take good care of them.',
  	"_status" "enum_referrals_copy_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_referrals_copy_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_heading" varchar DEFAULT 'Refer a Friend',
  	"version_intro" varchar DEFAULT 'Know someone shopping for a car? Send us their details and we will take good care of them.',
  	"version__status" "enum__referrals_copy_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "contact_copy" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Contact Us',
  	"intro" varchar DEFAULT 'Questions about a car, financing, a trade or service? Send us a message and someone from our team will get back to you.',
  	"_status" "enum_contact_copy_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_contact_copy_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_heading" varchar DEFAULT 'Contact Us',
  	"version_intro" varchar DEFAULT 'Questions about a car, financing, a trade or service? Send us a message and someone from our team will get back to you.',
  	"version__status" "enum__contact_copy_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "help_center_copy" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Help Center',
  	"categories_general_name" varchar DEFAULT 'Buying from us',
  	"categories_general_blurb" varchar DEFAULT 'Stores, test drives and moving vehicles between stores.',
  	"categories_financing_name" varchar DEFAULT 'Financing',
  	"categories_financing_blurb" varchar DEFAULT 'Pre-approval with no credit-score impact, down payments, bad credit.',
  	"categories_sell_trade_name" varchar DEFAULT 'Selling or trading',
  	"categories_sell_trade_blurb" varchar DEFAULT 'Instant offers, how long they last, matching offers.',
  	"categories_service_name" varchar DEFAULT 'Service',
  	"categories_service_blurb" varchar DEFAULT 'Oil changes, maintenance and appointments.',
  	"categories_warranty_name" varchar DEFAULT 'Warranty & protection',
  	"categories_warranty_blurb" varchar DEFAULT 'Lifetime engine limited warranty, inspections and history reports.',
  	"_status" "enum_help_center_copy_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_help_center_copy_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_heading" varchar DEFAULT 'Help Center',
  	"version_categories_general_name" varchar DEFAULT 'Buying from us',
  	"version_categories_general_blurb" varchar DEFAULT 'Stores, test drives and moving vehicles between stores.',
  	"version_categories_financing_name" varchar DEFAULT 'Financing',
  	"version_categories_financing_blurb" varchar DEFAULT 'Pre-approval with no credit-score impact, down payments, bad credit.',
  	"version_categories_sell_trade_name" varchar DEFAULT 'Selling or trading',
  	"version_categories_sell_trade_blurb" varchar DEFAULT 'Instant offers, how long they last, matching offers.',
  	"version_categories_service_name" varchar DEFAULT 'Service',
  	"version_categories_service_blurb" varchar DEFAULT 'Oil changes, maintenance and appointments.',
  	"version_categories_warranty_name" varchar DEFAULT 'Warranty & protection',
  	"version_categories_warranty_blurb" varchar DEFAULT 'Lifetime engine limited warranty, inspections and history reports.',
  	"version__status" "enum__help_center_copy_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  ALTER TABLE "copy_fin_options" ADD CONSTRAINT "copy_fin_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."auto_financing_copy"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_copy_fin_options_v" ADD CONSTRAINT "_copy_fin_options_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_auto_financing_copy_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "copy_apply_steps" ADD CONSTRAINT "copy_apply_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."apply_copy"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_copy_apply_steps_v" ADD CONSTRAINT "_copy_apply_steps_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_apply_copy_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "copy_preapproval_points" ADD CONSTRAINT "copy_preapproval_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pre_approval_copy"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_copy_preapproval_points_v" ADD CONSTRAINT "_copy_preapproval_points_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pre_approval_copy_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "copy_bhph_rows" ADD CONSTRAINT "copy_bhph_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."bhph_copy"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_copy_bhph_rows_v" ADD CONSTRAINT "_copy_bhph_rows_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_bhph_copy_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "copy_sell_promises" ADD CONSTRAINT "copy_sell_promises_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sell_trade_copy"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "copy_sell_chart_rows" ADD CONSTRAINT "copy_sell_chart_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sell_trade_copy"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_copy_sell_promises_v" ADD CONSTRAINT "_copy_sell_promises_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sell_trade_copy_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_copy_sell_chart_rows_v" ADD CONSTRAINT "_copy_sell_chart_rows_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sell_trade_copy_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "copy_fin_options_order_idx" ON "copy_fin_options" USING btree ("_order");
  CREATE INDEX "copy_fin_options_parent_id_idx" ON "copy_fin_options" USING btree ("_parent_id");
  CREATE INDEX "auto_financing_copy__status_idx" ON "auto_financing_copy" USING btree ("_status");
  CREATE INDEX "_copy_fin_options_v_order_idx" ON "_copy_fin_options_v" USING btree ("_order");
  CREATE INDEX "_copy_fin_options_v_parent_id_idx" ON "_copy_fin_options_v" USING btree ("_parent_id");
  CREATE INDEX "_auto_financing_copy_v_version_version__status_idx" ON "_auto_financing_copy_v" USING btree ("version__status");
  CREATE INDEX "_auto_financing_copy_v_created_at_idx" ON "_auto_financing_copy_v" USING btree ("created_at");
  CREATE INDEX "_auto_financing_copy_v_updated_at_idx" ON "_auto_financing_copy_v" USING btree ("updated_at");
  CREATE INDEX "_auto_financing_copy_v_latest_idx" ON "_auto_financing_copy_v" USING btree ("latest");
  CREATE INDEX "_auto_financing_copy_v_autosave_idx" ON "_auto_financing_copy_v" USING btree ("autosave");
  CREATE INDEX "copy_apply_steps_order_idx" ON "copy_apply_steps" USING btree ("_order");
  CREATE INDEX "copy_apply_steps_parent_id_idx" ON "copy_apply_steps" USING btree ("_parent_id");
  CREATE INDEX "apply_copy__status_idx" ON "apply_copy" USING btree ("_status");
  CREATE INDEX "_copy_apply_steps_v_order_idx" ON "_copy_apply_steps_v" USING btree ("_order");
  CREATE INDEX "_copy_apply_steps_v_parent_id_idx" ON "_copy_apply_steps_v" USING btree ("_parent_id");
  CREATE INDEX "_apply_copy_v_version_version__status_idx" ON "_apply_copy_v" USING btree ("version__status");
  CREATE INDEX "_apply_copy_v_created_at_idx" ON "_apply_copy_v" USING btree ("created_at");
  CREATE INDEX "_apply_copy_v_updated_at_idx" ON "_apply_copy_v" USING btree ("updated_at");
  CREATE INDEX "_apply_copy_v_latest_idx" ON "_apply_copy_v" USING btree ("latest");
  CREATE INDEX "_apply_copy_v_autosave_idx" ON "_apply_copy_v" USING btree ("autosave");
  CREATE INDEX "copy_preapproval_points_order_idx" ON "copy_preapproval_points" USING btree ("_order");
  CREATE INDEX "copy_preapproval_points_parent_id_idx" ON "copy_preapproval_points" USING btree ("_parent_id");
  CREATE INDEX "pre_approval_copy__status_idx" ON "pre_approval_copy" USING btree ("_status");
  CREATE INDEX "_copy_preapproval_points_v_order_idx" ON "_copy_preapproval_points_v" USING btree ("_order");
  CREATE INDEX "_copy_preapproval_points_v_parent_id_idx" ON "_copy_preapproval_points_v" USING btree ("_parent_id");
  CREATE INDEX "_pre_approval_copy_v_version_version__status_idx" ON "_pre_approval_copy_v" USING btree ("version__status");
  CREATE INDEX "_pre_approval_copy_v_created_at_idx" ON "_pre_approval_copy_v" USING btree ("created_at");
  CREATE INDEX "_pre_approval_copy_v_updated_at_idx" ON "_pre_approval_copy_v" USING btree ("updated_at");
  CREATE INDEX "_pre_approval_copy_v_latest_idx" ON "_pre_approval_copy_v" USING btree ("latest");
  CREATE INDEX "_pre_approval_copy_v_autosave_idx" ON "_pre_approval_copy_v" USING btree ("autosave");
  CREATE INDEX "credit_application_copy__status_idx" ON "credit_application_copy" USING btree ("_status");
  CREATE INDEX "_credit_application_copy_v_version_version__status_idx" ON "_credit_application_copy_v" USING btree ("version__status");
  CREATE INDEX "_credit_application_copy_v_created_at_idx" ON "_credit_application_copy_v" USING btree ("created_at");
  CREATE INDEX "_credit_application_copy_v_updated_at_idx" ON "_credit_application_copy_v" USING btree ("updated_at");
  CREATE INDEX "_credit_application_copy_v_latest_idx" ON "_credit_application_copy_v" USING btree ("latest");
  CREATE INDEX "_credit_application_copy_v_autosave_idx" ON "_credit_application_copy_v" USING btree ("autosave");
  CREATE INDEX "bad_credit_copy__status_idx" ON "bad_credit_copy" USING btree ("_status");
  CREATE INDEX "_bad_credit_copy_v_version_version__status_idx" ON "_bad_credit_copy_v" USING btree ("version__status");
  CREATE INDEX "_bad_credit_copy_v_created_at_idx" ON "_bad_credit_copy_v" USING btree ("created_at");
  CREATE INDEX "_bad_credit_copy_v_updated_at_idx" ON "_bad_credit_copy_v" USING btree ("updated_at");
  CREATE INDEX "_bad_credit_copy_v_latest_idx" ON "_bad_credit_copy_v" USING btree ("latest");
  CREATE INDEX "_bad_credit_copy_v_autosave_idx" ON "_bad_credit_copy_v" USING btree ("autosave");
  CREATE INDEX "copy_bhph_rows_order_idx" ON "copy_bhph_rows" USING btree ("_order");
  CREATE INDEX "copy_bhph_rows_parent_id_idx" ON "copy_bhph_rows" USING btree ("_parent_id");
  CREATE INDEX "bhph_copy__status_idx" ON "bhph_copy" USING btree ("_status");
  CREATE INDEX "_copy_bhph_rows_v_order_idx" ON "_copy_bhph_rows_v" USING btree ("_order");
  CREATE INDEX "_copy_bhph_rows_v_parent_id_idx" ON "_copy_bhph_rows_v" USING btree ("_parent_id");
  CREATE INDEX "_bhph_copy_v_version_version__status_idx" ON "_bhph_copy_v" USING btree ("version__status");
  CREATE INDEX "_bhph_copy_v_created_at_idx" ON "_bhph_copy_v" USING btree ("created_at");
  CREATE INDEX "_bhph_copy_v_updated_at_idx" ON "_bhph_copy_v" USING btree ("updated_at");
  CREATE INDEX "_bhph_copy_v_latest_idx" ON "_bhph_copy_v" USING btree ("latest");
  CREATE INDEX "_bhph_copy_v_autosave_idx" ON "_bhph_copy_v" USING btree ("autosave");
  CREATE INDEX "copy_sell_promises_order_idx" ON "copy_sell_promises" USING btree ("_order");
  CREATE INDEX "copy_sell_promises_parent_id_idx" ON "copy_sell_promises" USING btree ("_parent_id");
  CREATE INDEX "copy_sell_chart_rows_order_idx" ON "copy_sell_chart_rows" USING btree ("_order");
  CREATE INDEX "copy_sell_chart_rows_parent_id_idx" ON "copy_sell_chart_rows" USING btree ("_parent_id");
  CREATE INDEX "sell_trade_copy__status_idx" ON "sell_trade_copy" USING btree ("_status");
  CREATE INDEX "_copy_sell_promises_v_order_idx" ON "_copy_sell_promises_v" USING btree ("_order");
  CREATE INDEX "_copy_sell_promises_v_parent_id_idx" ON "_copy_sell_promises_v" USING btree ("_parent_id");
  CREATE INDEX "_copy_sell_chart_rows_v_order_idx" ON "_copy_sell_chart_rows_v" USING btree ("_order");
  CREATE INDEX "_copy_sell_chart_rows_v_parent_id_idx" ON "_copy_sell_chart_rows_v" USING btree ("_parent_id");
  CREATE INDEX "_sell_trade_copy_v_version_version__status_idx" ON "_sell_trade_copy_v" USING btree ("version__status");
  CREATE INDEX "_sell_trade_copy_v_created_at_idx" ON "_sell_trade_copy_v" USING btree ("created_at");
  CREATE INDEX "_sell_trade_copy_v_updated_at_idx" ON "_sell_trade_copy_v" USING btree ("updated_at");
  CREATE INDEX "_sell_trade_copy_v_latest_idx" ON "_sell_trade_copy_v" USING btree ("latest");
  CREATE INDEX "_sell_trade_copy_v_autosave_idx" ON "_sell_trade_copy_v" USING btree ("autosave");
  CREATE INDEX "careers_copy__status_idx" ON "careers_copy" USING btree ("_status");
  CREATE INDEX "_careers_copy_v_version_version__status_idx" ON "_careers_copy_v" USING btree ("version__status");
  CREATE INDEX "_careers_copy_v_created_at_idx" ON "_careers_copy_v" USING btree ("created_at");
  CREATE INDEX "_careers_copy_v_updated_at_idx" ON "_careers_copy_v" USING btree ("updated_at");
  CREATE INDEX "_careers_copy_v_latest_idx" ON "_careers_copy_v" USING btree ("latest");
  CREATE INDEX "_careers_copy_v_autosave_idx" ON "_careers_copy_v" USING btree ("autosave");
  CREATE INDEX "referrals_copy__status_idx" ON "referrals_copy" USING btree ("_status");
  CREATE INDEX "_referrals_copy_v_version_version__status_idx" ON "_referrals_copy_v" USING btree ("version__status");
  CREATE INDEX "_referrals_copy_v_created_at_idx" ON "_referrals_copy_v" USING btree ("created_at");
  CREATE INDEX "_referrals_copy_v_updated_at_idx" ON "_referrals_copy_v" USING btree ("updated_at");
  CREATE INDEX "_referrals_copy_v_latest_idx" ON "_referrals_copy_v" USING btree ("latest");
  CREATE INDEX "_referrals_copy_v_autosave_idx" ON "_referrals_copy_v" USING btree ("autosave");
  CREATE INDEX "contact_copy__status_idx" ON "contact_copy" USING btree ("_status");
  CREATE INDEX "_contact_copy_v_version_version__status_idx" ON "_contact_copy_v" USING btree ("version__status");
  CREATE INDEX "_contact_copy_v_created_at_idx" ON "_contact_copy_v" USING btree ("created_at");
  CREATE INDEX "_contact_copy_v_updated_at_idx" ON "_contact_copy_v" USING btree ("updated_at");
  CREATE INDEX "_contact_copy_v_latest_idx" ON "_contact_copy_v" USING btree ("latest");
  CREATE INDEX "_contact_copy_v_autosave_idx" ON "_contact_copy_v" USING btree ("autosave");
  CREATE INDEX "help_center_copy__status_idx" ON "help_center_copy" USING btree ("_status");
  CREATE INDEX "_help_center_copy_v_version_version__status_idx" ON "_help_center_copy_v" USING btree ("version__status");
  CREATE INDEX "_help_center_copy_v_created_at_idx" ON "_help_center_copy_v" USING btree ("created_at");
  CREATE INDEX "_help_center_copy_v_updated_at_idx" ON "_help_center_copy_v" USING btree ("updated_at");
  CREATE INDEX "_help_center_copy_v_latest_idx" ON "_help_center_copy_v" USING btree ("latest");
  CREATE INDEX "_help_center_copy_v_autosave_idx" ON "_help_center_copy_v" USING btree ("autosave");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "copy_fin_options" CASCADE;
  DROP TABLE "auto_financing_copy" CASCADE;
  DROP TABLE "_copy_fin_options_v" CASCADE;
  DROP TABLE "_auto_financing_copy_v" CASCADE;
  DROP TABLE "copy_apply_steps" CASCADE;
  DROP TABLE "apply_copy" CASCADE;
  DROP TABLE "_copy_apply_steps_v" CASCADE;
  DROP TABLE "_apply_copy_v" CASCADE;
  DROP TABLE "copy_preapproval_points" CASCADE;
  DROP TABLE "pre_approval_copy" CASCADE;
  DROP TABLE "_copy_preapproval_points_v" CASCADE;
  DROP TABLE "_pre_approval_copy_v" CASCADE;
  DROP TABLE "credit_application_copy" CASCADE;
  DROP TABLE "_credit_application_copy_v" CASCADE;
  DROP TABLE "bad_credit_copy" CASCADE;
  DROP TABLE "_bad_credit_copy_v" CASCADE;
  DROP TABLE "copy_bhph_rows" CASCADE;
  DROP TABLE "bhph_copy" CASCADE;
  DROP TABLE "_copy_bhph_rows_v" CASCADE;
  DROP TABLE "_bhph_copy_v" CASCADE;
  DROP TABLE "copy_sell_promises" CASCADE;
  DROP TABLE "copy_sell_chart_rows" CASCADE;
  DROP TABLE "sell_trade_copy" CASCADE;
  DROP TABLE "_copy_sell_promises_v" CASCADE;
  DROP TABLE "_copy_sell_chart_rows_v" CASCADE;
  DROP TABLE "_sell_trade_copy_v" CASCADE;
  DROP TABLE "careers_copy" CASCADE;
  DROP TABLE "_careers_copy_v" CASCADE;
  DROP TABLE "referrals_copy" CASCADE;
  DROP TABLE "_referrals_copy_v" CASCADE;
  DROP TABLE "contact_copy" CASCADE;
  DROP TABLE "_contact_copy_v" CASCADE;
  DROP TABLE "help_center_copy" CASCADE;
  DROP TABLE "_help_center_copy_v" CASCADE;
  DROP TYPE "public"."enum_auto_financing_copy_status";
  DROP TYPE "public"."enum__auto_financing_copy_v_version_status";
  DROP TYPE "public"."enum_apply_copy_status";
  DROP TYPE "public"."enum__apply_copy_v_version_status";
  DROP TYPE "public"."enum_pre_approval_copy_status";
  DROP TYPE "public"."enum__pre_approval_copy_v_version_status";
  DROP TYPE "public"."enum_credit_application_copy_status";
  DROP TYPE "public"."enum__credit_application_copy_v_version_status";
  DROP TYPE "public"."enum_bad_credit_copy_status";
  DROP TYPE "public"."enum__bad_credit_copy_v_version_status";
  DROP TYPE "public"."enum_bhph_copy_status";
  DROP TYPE "public"."enum__bhph_copy_v_version_status";
  DROP TYPE "public"."enum_sell_trade_copy_status";
  DROP TYPE "public"."enum__sell_trade_copy_v_version_status";
  DROP TYPE "public"."enum_careers_copy_status";
  DROP TYPE "public"."enum__careers_copy_v_version_status";
  DROP TYPE "public"."enum_referrals_copy_status";
  DROP TYPE "public"."enum__referrals_copy_v_version_status";
  DROP TYPE "public"."enum_contact_copy_status";
  DROP TYPE "public"."enum__contact_copy_v_version_status";
  DROP TYPE "public"."enum_help_center_copy_status";
  DROP TYPE "public"."enum__help_center_copy_v_version_status";`)
}
