import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_popup_item_params_rule" AS ENUM('new', 'equals', 'oneOf');
  CREATE TYPE "public"."enum_popups_conditions_ads_values_key" AS ENUM('utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'fbclid', 'gbraid', 'gwraid');
  CREATE TYPE "public"."enum_popups_conditions_ads_values_rule" AS ENUM('absent', 'present', 'equals', 'lists');
  CREATE TYPE "public"."enum_popups_conditions_is_lead" AS ENUM('any', 'leads', 'nonLeads');
  CREATE TYPE "public"."enum_popups_component_type" AS ENUM('html', 'component');
  CREATE TYPE "public"."enum_popups_component_inner_component" AS ENUM('UserLeadForm', 'UnlockInventoryForm', 'UserLeadPhoneVerification');
  CREATE TYPE "public"."enum_popups_submitted_inner_component" AS ENUM('UserLeadThanks', 'UnlockInventorySuccess', 'OfferClaimed', 'PhoneVerified');
  CREATE TYPE "public"."enum_popups_submitted_email_template" AS ENUM('UNLOCK_INVENTORY', 'CONTACT_SALES', 'CONTACT_FINANCE', 'CONTACT_TRADE', 'CONTACT_SELL', 'CONTACT_SUPPORT', 'CONTACT_BILLING', 'CONTACT_GENERAL');
  CREATE TYPE "public"."enum_popups_submitted_track_event" AS ENUM('PageView', 'Lead', 'FullCreditApplication', 'InstantScreen', 'Personalize', 'Schedule', 'ConversationStarted', 'SellTrade', 'ClickToCall', 'UnlockInventory', 'Contact', 'SubmitApplication');
  CREATE TYPE "public"."enum_popups_settings_component" AS ENUM('PrimeDialog', 'ModalHeadless');
  CREATE TYPE "public"."enum_popups_settings_position" AS ENUM('center', 'top', 'bottom', 'left', 'right', 'top-left', 'top-right', 'bottom-left', 'bottom-right');
  CREATE TYPE "public"."enum_popups_settings_mobile" AS ENUM('center', 'top', 'bottom', 'left', 'right', 'top-left', 'top-right', 'bottom-left', 'bottom-right');
  CREATE TYPE "public"."enum_popups_settings_desktop" AS ENUM('center', 'top', 'bottom', 'left', 'right', 'top-left', 'top-right', 'bottom-left', 'bottom-right');
  CREATE TYPE "public"."enum_popups_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__popup_item_params_v_rule" AS ENUM('new', 'equals', 'oneOf');
  CREATE TYPE "public"."enum__popups_v_version_conditions_ads_values_key" AS ENUM('utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'fbclid', 'gbraid', 'gwraid');
  CREATE TYPE "public"."enum__popups_v_version_conditions_ads_values_rule" AS ENUM('absent', 'present', 'equals', 'lists');
  CREATE TYPE "public"."enum__popups_v_version_conditions_is_lead" AS ENUM('any', 'leads', 'nonLeads');
  CREATE TYPE "public"."enum__popups_v_version_component_type" AS ENUM('html', 'component');
  CREATE TYPE "public"."enum__popups_v_version_component_inner_component" AS ENUM('UserLeadForm', 'UnlockInventoryForm', 'UserLeadPhoneVerification');
  CREATE TYPE "public"."enum__popups_v_version_submitted_inner_component" AS ENUM('UserLeadThanks', 'UnlockInventorySuccess', 'OfferClaimed', 'PhoneVerified');
  CREATE TYPE "public"."enum__popups_v_version_submitted_email_template" AS ENUM('UNLOCK_INVENTORY', 'CONTACT_SALES', 'CONTACT_FINANCE', 'CONTACT_TRADE', 'CONTACT_SELL', 'CONTACT_SUPPORT', 'CONTACT_BILLING', 'CONTACT_GENERAL');
  CREATE TYPE "public"."enum__popups_v_version_submitted_track_event" AS ENUM('PageView', 'Lead', 'FullCreditApplication', 'InstantScreen', 'Personalize', 'Schedule', 'ConversationStarted', 'SellTrade', 'ClickToCall', 'UnlockInventory', 'Contact', 'SubmitApplication');
  CREATE TYPE "public"."enum__popups_v_version_settings_component" AS ENUM('PrimeDialog', 'ModalHeadless');
  CREATE TYPE "public"."enum__popups_v_version_settings_position" AS ENUM('center', 'top', 'bottom', 'left', 'right', 'top-left', 'top-right', 'bottom-left', 'bottom-right');
  CREATE TYPE "public"."enum__popups_v_version_settings_mobile" AS ENUM('center', 'top', 'bottom', 'left', 'right', 'top-left', 'top-right', 'bottom-left', 'bottom-right');
  CREATE TYPE "public"."enum__popups_v_version_settings_desktop" AS ENUM('center', 'top', 'bottom', 'left', 'right', 'top-left', 'top-right', 'bottom-left', 'bottom-right');
  CREATE TYPE "public"."enum__popups_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "popup_item_params" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"param" varchar,
  	"rule" "enum_popup_item_params_rule" DEFAULT 'new',
  	"value" varchar
  );
  
  CREATE TABLE "popup_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"path" varchar,
  	"min_count" numeric,
  	"max_count" numeric
  );
  
  CREATE TABLE "popups_conditions_ads_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" "enum_popups_conditions_ads_values_key",
  	"rule" "enum_popups_conditions_ads_values_rule" DEFAULT 'present',
  	"value" varchar
  );
  
  CREATE TABLE "popups_conditions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"is_lead" "enum_popups_conditions_is_lead" DEFAULT 'any',
  	"tag_query" varchar,
  	"item_clicked" varchar,
  	"timer" numeric
  );
  
  CREATE TABLE "popups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"popup_id" varchar,
  	"active" boolean DEFAULT true,
  	"valid_hours" numeric,
  	"component_type" "enum_popups_component_type" DEFAULT 'html',
  	"component_title" varchar,
  	"component_html" varchar,
  	"component_inner_component" "enum_popups_component_inner_component",
  	"component_style" varchar,
  	"submitted_enabled" boolean DEFAULT false,
  	"submitted_inner_component" "enum_popups_submitted_inner_component",
  	"submitted_email_template" "enum_popups_submitted_email_template",
  	"submitted_track_event" "enum_popups_submitted_track_event",
  	"submitted_redirect" varchar,
  	"submitted_close" boolean,
  	"submitted_timeout_close" numeric,
  	"settings_component" "enum_popups_settings_component" DEFAULT 'PrimeDialog',
  	"settings_close_button" boolean DEFAULT true,
  	"settings_position_by_device" boolean DEFAULT false,
  	"settings_position" "enum_popups_settings_position" DEFAULT 'center',
  	"settings_mobile" "enum_popups_settings_mobile" DEFAULT 'center',
  	"settings_desktop" "enum_popups_settings_desktop" DEFAULT 'center',
  	"button_enabled" boolean DEFAULT false,
  	"button_text" varchar,
  	"button_hover_text" varchar,
  	"button_icon" varchar,
  	"button_class_name" varchar,
  	"background_modal" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_popups_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "popups_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_popup_item_params_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"param" varchar,
  	"rule" "enum__popup_item_params_v_rule" DEFAULT 'new',
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_popup_items_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"path" varchar,
  	"min_count" numeric,
  	"max_count" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_popups_v_version_conditions_ads_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" "enum__popups_v_version_conditions_ads_values_key",
  	"rule" "enum__popups_v_version_conditions_ads_values_rule" DEFAULT 'present',
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_popups_v_version_conditions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"is_lead" "enum__popups_v_version_conditions_is_lead" DEFAULT 'any',
  	"tag_query" varchar,
  	"item_clicked" varchar,
  	"timer" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_popups_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_popup_id" varchar,
  	"version_active" boolean DEFAULT true,
  	"version_valid_hours" numeric,
  	"version_component_type" "enum__popups_v_version_component_type" DEFAULT 'html',
  	"version_component_title" varchar,
  	"version_component_html" varchar,
  	"version_component_inner_component" "enum__popups_v_version_component_inner_component",
  	"version_component_style" varchar,
  	"version_submitted_enabled" boolean DEFAULT false,
  	"version_submitted_inner_component" "enum__popups_v_version_submitted_inner_component",
  	"version_submitted_email_template" "enum__popups_v_version_submitted_email_template",
  	"version_submitted_track_event" "enum__popups_v_version_submitted_track_event",
  	"version_submitted_redirect" varchar,
  	"version_submitted_close" boolean,
  	"version_submitted_timeout_close" numeric,
  	"version_settings_component" "enum__popups_v_version_settings_component" DEFAULT 'PrimeDialog',
  	"version_settings_close_button" boolean DEFAULT true,
  	"version_settings_position_by_device" boolean DEFAULT false,
  	"version_settings_position" "enum__popups_v_version_settings_position" DEFAULT 'center',
  	"version_settings_mobile" "enum__popups_v_version_settings_mobile" DEFAULT 'center',
  	"version_settings_desktop" "enum__popups_v_version_settings_desktop" DEFAULT 'center',
  	"version_button_enabled" boolean DEFAULT false,
  	"version_button_text" varchar,
  	"version_button_hover_text" varchar,
  	"version_button_icon" varchar,
  	"version_button_class_name" varchar,
  	"version_background_modal" boolean DEFAULT true,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__popups_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_popups_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "popups_id" integer;
  ALTER TABLE "popup_item_params" ADD CONSTRAINT "popup_item_params_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."popup_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popup_items" ADD CONSTRAINT "popup_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."popups_conditions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popups_conditions_ads_values" ADD CONSTRAINT "popups_conditions_ads_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."popups_conditions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popups_conditions" ADD CONSTRAINT "popups_conditions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popups_texts" ADD CONSTRAINT "popups_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_popup_item_params_v" ADD CONSTRAINT "_popup_item_params_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_popup_items_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_popup_items_v" ADD CONSTRAINT "_popup_items_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_popups_v_version_conditions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_popups_v_version_conditions_ads_values" ADD CONSTRAINT "_popups_v_version_conditions_ads_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_popups_v_version_conditions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_popups_v_version_conditions" ADD CONSTRAINT "_popups_v_version_conditions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_popups_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_popups_v" ADD CONSTRAINT "_popups_v_parent_id_popups_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_popups_v_texts" ADD CONSTRAINT "_popups_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_popups_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "popup_item_params_order_idx" ON "popup_item_params" USING btree ("_order");
  CREATE INDEX "popup_item_params_parent_id_idx" ON "popup_item_params" USING btree ("_parent_id");
  CREATE INDEX "popup_items_order_idx" ON "popup_items" USING btree ("_order");
  CREATE INDEX "popup_items_parent_id_idx" ON "popup_items" USING btree ("_parent_id");
  CREATE INDEX "popups_conditions_ads_values_order_idx" ON "popups_conditions_ads_values" USING btree ("_order");
  CREATE INDEX "popups_conditions_ads_values_parent_id_idx" ON "popups_conditions_ads_values" USING btree ("_parent_id");
  CREATE INDEX "popups_conditions_order_idx" ON "popups_conditions" USING btree ("_order");
  CREATE INDEX "popups_conditions_parent_id_idx" ON "popups_conditions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "popups_popup_id_idx" ON "popups" USING btree ("popup_id");
  CREATE INDEX "popups_updated_at_idx" ON "popups" USING btree ("updated_at");
  CREATE INDEX "popups_created_at_idx" ON "popups" USING btree ("created_at");
  CREATE INDEX "popups__status_idx" ON "popups" USING btree ("_status");
  CREATE INDEX "popups_texts_order_parent" ON "popups_texts" USING btree ("order","parent_id");
  CREATE INDEX "_popup_item_params_v_order_idx" ON "_popup_item_params_v" USING btree ("_order");
  CREATE INDEX "_popup_item_params_v_parent_id_idx" ON "_popup_item_params_v" USING btree ("_parent_id");
  CREATE INDEX "_popup_items_v_order_idx" ON "_popup_items_v" USING btree ("_order");
  CREATE INDEX "_popup_items_v_parent_id_idx" ON "_popup_items_v" USING btree ("_parent_id");
  CREATE INDEX "_popups_v_version_conditions_ads_values_order_idx" ON "_popups_v_version_conditions_ads_values" USING btree ("_order");
  CREATE INDEX "_popups_v_version_conditions_ads_values_parent_id_idx" ON "_popups_v_version_conditions_ads_values" USING btree ("_parent_id");
  CREATE INDEX "_popups_v_version_conditions_order_idx" ON "_popups_v_version_conditions" USING btree ("_order");
  CREATE INDEX "_popups_v_version_conditions_parent_id_idx" ON "_popups_v_version_conditions" USING btree ("_parent_id");
  CREATE INDEX "_popups_v_parent_idx" ON "_popups_v" USING btree ("parent_id");
  CREATE INDEX "_popups_v_version_version_popup_id_idx" ON "_popups_v" USING btree ("version_popup_id");
  CREATE INDEX "_popups_v_version_version_updated_at_idx" ON "_popups_v" USING btree ("version_updated_at");
  CREATE INDEX "_popups_v_version_version_created_at_idx" ON "_popups_v" USING btree ("version_created_at");
  CREATE INDEX "_popups_v_version_version__status_idx" ON "_popups_v" USING btree ("version__status");
  CREATE INDEX "_popups_v_created_at_idx" ON "_popups_v" USING btree ("created_at");
  CREATE INDEX "_popups_v_updated_at_idx" ON "_popups_v" USING btree ("updated_at");
  CREATE INDEX "_popups_v_latest_idx" ON "_popups_v" USING btree ("latest");
  CREATE INDEX "_popups_v_texts_order_parent" ON "_popups_v_texts" USING btree ("order","parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_popups_fk" FOREIGN KEY ("popups_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_popups_id_idx" ON "payload_locked_documents_rels" USING btree ("popups_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "popup_item_params" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "popup_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "popups_conditions_ads_values" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "popups_conditions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "popups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "popups_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_popup_item_params_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_popup_items_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_popups_v_version_conditions_ads_values" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_popups_v_version_conditions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_popups_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_popups_v_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "popup_item_params" CASCADE;
  DROP TABLE "popup_items" CASCADE;
  DROP TABLE "popups_conditions_ads_values" CASCADE;
  DROP TABLE "popups_conditions" CASCADE;
  DROP TABLE "popups" CASCADE;
  DROP TABLE "popups_texts" CASCADE;
  DROP TABLE "_popup_item_params_v" CASCADE;
  DROP TABLE "_popup_items_v" CASCADE;
  DROP TABLE "_popups_v_version_conditions_ads_values" CASCADE;
  DROP TABLE "_popups_v_version_conditions" CASCADE;
  DROP TABLE "_popups_v" CASCADE;
  DROP TABLE "_popups_v_texts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_popups_fk";
  
  DROP INDEX "payload_locked_documents_rels_popups_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "popups_id";
  DROP TYPE "public"."enum_popup_item_params_rule";
  DROP TYPE "public"."enum_popups_conditions_ads_values_key";
  DROP TYPE "public"."enum_popups_conditions_ads_values_rule";
  DROP TYPE "public"."enum_popups_conditions_is_lead";
  DROP TYPE "public"."enum_popups_component_type";
  DROP TYPE "public"."enum_popups_component_inner_component";
  DROP TYPE "public"."enum_popups_submitted_inner_component";
  DROP TYPE "public"."enum_popups_submitted_email_template";
  DROP TYPE "public"."enum_popups_submitted_track_event";
  DROP TYPE "public"."enum_popups_settings_component";
  DROP TYPE "public"."enum_popups_settings_position";
  DROP TYPE "public"."enum_popups_settings_mobile";
  DROP TYPE "public"."enum_popups_settings_desktop";
  DROP TYPE "public"."enum_popups_status";
  DROP TYPE "public"."enum__popup_item_params_v_rule";
  DROP TYPE "public"."enum__popups_v_version_conditions_ads_values_key";
  DROP TYPE "public"."enum__popups_v_version_conditions_ads_values_rule";
  DROP TYPE "public"."enum__popups_v_version_conditions_is_lead";
  DROP TYPE "public"."enum__popups_v_version_component_type";
  DROP TYPE "public"."enum__popups_v_version_component_inner_component";
  DROP TYPE "public"."enum__popups_v_version_submitted_inner_component";
  DROP TYPE "public"."enum__popups_v_version_submitted_email_template";
  DROP TYPE "public"."enum__popups_v_version_submitted_track_event";
  DROP TYPE "public"."enum__popups_v_version_settings_component";
  DROP TYPE "public"."enum__popups_v_version_settings_position";
  DROP TYPE "public"."enum__popups_v_version_settings_mobile";
  DROP TYPE "public"."enum__popups_v_version_settings_desktop";
  DROP TYPE "public"."enum__popups_v_version_status";`)
}
