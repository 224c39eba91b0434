import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tiq_ded_op" AS ENUM('<', '<=', '>', '>=', '==', '=', '!=', 'in', 'not_in', 'includes');
  CREATE TYPE "public"."enum_trade_in_questions_answers_deductions_logic" AS ENUM('and', 'or');
  CREATE TYPE "public"."enum_trade_in_questions_input_type" AS ENUM('radio', 'checkbox', 'select', 'price', 'textarea');
  CREATE TYPE "public"."enum_trade_in_questions_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__trade_in_questions_v_version_answers_deductions_logic" AS ENUM('and', 'or');
  CREATE TYPE "public"."enum__trade_in_questions_v_version_input_type" AS ENUM('radio', 'checkbox', 'select', 'price', 'textarea');
  CREATE TYPE "public"."enum__trade_in_questions_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_trade_in_categories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__trade_in_categories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_offer_bvi_op" AS ENUM('<', '<=', '>', '>=', '==', '=', '!=', 'in', 'not_in', 'includes');
  CREATE TYPE "public"."enum_offer_adj_op" AS ENUM('<', '<=', '>', '>=', '==', '=', '!=', 'in', 'not_in', 'includes');
  CREATE TYPE "public"."enum_offer_settings_cash_now_price_key" AS ENUM('adjusted_whole_avg', 'adjusted_whole_clean', 'adjusted_whole_rough', 'adjusted_retail_avg');
  CREATE TYPE "public"."enum_offer_settings_cash_now_below_minimum" AS ENUM('bringVehicleIn', 'floor');
  CREATE TYPE "public"."enum_offer_settings_more_cash_later_price_key" AS ENUM('adjusted_whole_avg', 'adjusted_whole_clean', 'adjusted_whole_rough', 'adjusted_retail_avg');
  CREATE TYPE "public"."enum_offer_settings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__offer_settings_v_version_cash_now_price_key" AS ENUM('adjusted_whole_avg', 'adjusted_whole_clean', 'adjusted_whole_rough', 'adjusted_retail_avg');
  CREATE TYPE "public"."enum__offer_settings_v_version_cash_now_below_minimum" AS ENUM('bringVehicleIn', 'floor');
  CREATE TYPE "public"."enum__offer_settings_v_version_more_cash_later_price_key" AS ENUM('adjusted_whole_avg', 'adjusted_whole_clean', 'adjusted_whole_rough', 'adjusted_retail_avg');
  CREATE TYPE "public"."enum__offer_settings_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "tiq_ded_conds" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" varchar,
  	"operator" "enum_tiq_ded_op",
  	"value" varchar
  );
  
  CREATE TABLE "tiq_ded_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar
  );
  
  CREATE TABLE "trade_in_questions_answers_deductions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"amount" numeric,
  	"percent" numeric,
  	"logic" "enum_trade_in_questions_answers_deductions_logic" DEFAULT 'and'
  );
  
  CREATE TABLE "trade_in_questions_answers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "trade_in_questions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"question_id" varchar,
  	"input_type" "enum_trade_in_questions_input_type" DEFAULT 'radio',
  	"required" boolean DEFAULT true,
  	"sort_order" numeric DEFAULT 0,
  	"text" varchar,
  	"condition_question_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_trade_in_questions_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "trade_in_questions_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_tiq_ded_conds_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"field" varchar,
  	"operator" "enum_tiq_ded_op",
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_tiq_ded_rules_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_trade_in_questions_v_version_answers_deductions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"amount" numeric,
  	"percent" numeric,
  	"logic" "enum__trade_in_questions_v_version_answers_deductions_logic" DEFAULT 'and',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_trade_in_questions_v_version_answers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_trade_in_questions_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_question_id" varchar,
  	"version_input_type" "enum__trade_in_questions_v_version_input_type" DEFAULT 'radio',
  	"version_required" boolean DEFAULT true,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_text" varchar,
  	"version_condition_question_id" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__trade_in_questions_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_trade_in_questions_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "trade_in_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"category_id" varchar,
  	"sort_order" numeric DEFAULT 0,
  	"category_title" varchar,
  	"category_description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_trade_in_categories_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "trade_in_categories_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_trade_in_categories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_category_id" varchar,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_category_title" varchar,
  	"version_category_description" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__trade_in_categories_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_trade_in_categories_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "offer_bvi_conds" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" varchar,
  	"operator" "enum_offer_bvi_op",
  	"value" varchar
  );
  
  CREATE TABLE "offer_bvi_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar
  );
  
  CREATE TABLE "offer_adj_conds" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" varchar,
  	"operator" "enum_offer_adj_op",
  	"value" varchar
  );
  
  CREATE TABLE "offer_adj_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar
  );
  
  CREATE TABLE "offer_mcl_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"percent" numeric
  );
  
  CREATE TABLE "offer_mcl_extras" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"amount" numeric
  );
  
  CREATE TABLE "offer_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"cash_now_price_key" "enum_offer_settings_cash_now_price_key",
  	"cash_now_minimum" numeric DEFAULT 1000,
  	"cash_now_below_minimum" "enum_offer_settings_cash_now_below_minimum" DEFAULT 'bringVehicleIn',
  	"cash_now_adjustment_percent" numeric DEFAULT -5,
  	"more_cash_later_price_key" "enum_offer_settings_more_cash_later_price_key",
  	"more_cash_later_min_vehicle_age_years" numeric DEFAULT 10,
  	"more_cash_later_reserve_percent" numeric DEFAULT 68,
  	"more_cash_later_profit_share_percent" numeric DEFAULT 32,
  	"more_cash_later_recondition_minimum" numeric DEFAULT 560,
  	"more_cash_later_advertising_base" numeric DEFAULT 995,
  	"more_cash_later_advertising_percent" numeric DEFAULT 5,
  	"validity_days" numeric DEFAULT 7,
  	"_status" "enum_offer_settings_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_offer_bvi_conds_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"field" varchar,
  	"operator" "enum_offer_bvi_op",
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_offer_bvi_rules_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_offer_adj_conds_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"field" varchar,
  	"operator" "enum_offer_adj_op",
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_offer_adj_rules_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_offer_mcl_steps_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"percent" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_offer_mcl_extras_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"amount" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_offer_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_cash_now_price_key" "enum__offer_settings_v_version_cash_now_price_key",
  	"version_cash_now_minimum" numeric DEFAULT 1000,
  	"version_cash_now_below_minimum" "enum__offer_settings_v_version_cash_now_below_minimum" DEFAULT 'bringVehicleIn',
  	"version_cash_now_adjustment_percent" numeric DEFAULT -5,
  	"version_more_cash_later_price_key" "enum__offer_settings_v_version_more_cash_later_price_key",
  	"version_more_cash_later_min_vehicle_age_years" numeric DEFAULT 10,
  	"version_more_cash_later_reserve_percent" numeric DEFAULT 68,
  	"version_more_cash_later_profit_share_percent" numeric DEFAULT 32,
  	"version_more_cash_later_recondition_minimum" numeric DEFAULT 560,
  	"version_more_cash_later_advertising_base" numeric DEFAULT 995,
  	"version_more_cash_later_advertising_percent" numeric DEFAULT 5,
  	"version_validity_days" numeric DEFAULT 7,
  	"version__status" "enum__offer_settings_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trade_in_questions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trade_in_categories_id" integer;
  ALTER TABLE "tiq_ded_conds" ADD CONSTRAINT "tiq_ded_conds_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tiq_ded_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tiq_ded_rules" ADD CONSTRAINT "tiq_ded_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trade_in_questions_answers_deductions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trade_in_questions_answers_deductions" ADD CONSTRAINT "trade_in_questions_answers_deductions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trade_in_questions_answers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trade_in_questions_answers" ADD CONSTRAINT "trade_in_questions_answers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trade_in_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trade_in_questions_texts" ADD CONSTRAINT "trade_in_questions_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."trade_in_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tiq_ded_conds_v" ADD CONSTRAINT "_tiq_ded_conds_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_tiq_ded_rules_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tiq_ded_rules_v" ADD CONSTRAINT "_tiq_ded_rules_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_trade_in_questions_v_version_answers_deductions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_trade_in_questions_v_version_answers_deductions" ADD CONSTRAINT "_trade_in_questions_v_version_answers_deductions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_trade_in_questions_v_version_answers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_trade_in_questions_v_version_answers" ADD CONSTRAINT "_trade_in_questions_v_version_answers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_trade_in_questions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_trade_in_questions_v" ADD CONSTRAINT "_trade_in_questions_v_parent_id_trade_in_questions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."trade_in_questions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_trade_in_questions_v_texts" ADD CONSTRAINT "_trade_in_questions_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_trade_in_questions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trade_in_categories_texts" ADD CONSTRAINT "trade_in_categories_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."trade_in_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_trade_in_categories_v" ADD CONSTRAINT "_trade_in_categories_v_parent_id_trade_in_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."trade_in_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_trade_in_categories_v_texts" ADD CONSTRAINT "_trade_in_categories_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_trade_in_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offer_bvi_conds" ADD CONSTRAINT "offer_bvi_conds_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offer_bvi_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offer_bvi_rules" ADD CONSTRAINT "offer_bvi_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offer_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offer_adj_conds" ADD CONSTRAINT "offer_adj_conds_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offer_adj_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offer_adj_rules" ADD CONSTRAINT "offer_adj_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offer_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offer_mcl_steps" ADD CONSTRAINT "offer_mcl_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offer_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offer_mcl_extras" ADD CONSTRAINT "offer_mcl_extras_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offer_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offer_bvi_conds_v" ADD CONSTRAINT "_offer_bvi_conds_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_offer_bvi_rules_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offer_bvi_rules_v" ADD CONSTRAINT "_offer_bvi_rules_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_offer_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offer_adj_conds_v" ADD CONSTRAINT "_offer_adj_conds_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_offer_adj_rules_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offer_adj_rules_v" ADD CONSTRAINT "_offer_adj_rules_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_offer_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offer_mcl_steps_v" ADD CONSTRAINT "_offer_mcl_steps_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_offer_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offer_mcl_extras_v" ADD CONSTRAINT "_offer_mcl_extras_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_offer_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "tiq_ded_conds_order_idx" ON "tiq_ded_conds" USING btree ("_order");
  CREATE INDEX "tiq_ded_conds_parent_id_idx" ON "tiq_ded_conds" USING btree ("_parent_id");
  CREATE INDEX "tiq_ded_rules_order_idx" ON "tiq_ded_rules" USING btree ("_order");
  CREATE INDEX "tiq_ded_rules_parent_id_idx" ON "tiq_ded_rules" USING btree ("_parent_id");
  CREATE INDEX "trade_in_questions_answers_deductions_order_idx" ON "trade_in_questions_answers_deductions" USING btree ("_order");
  CREATE INDEX "trade_in_questions_answers_deductions_parent_id_idx" ON "trade_in_questions_answers_deductions" USING btree ("_parent_id");
  CREATE INDEX "trade_in_questions_answers_order_idx" ON "trade_in_questions_answers" USING btree ("_order");
  CREATE INDEX "trade_in_questions_answers_parent_id_idx" ON "trade_in_questions_answers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "trade_in_questions_question_id_idx" ON "trade_in_questions" USING btree ("question_id");
  CREATE INDEX "trade_in_questions_updated_at_idx" ON "trade_in_questions" USING btree ("updated_at");
  CREATE INDEX "trade_in_questions_created_at_idx" ON "trade_in_questions" USING btree ("created_at");
  CREATE INDEX "trade_in_questions__status_idx" ON "trade_in_questions" USING btree ("_status");
  CREATE INDEX "trade_in_questions_texts_order_parent" ON "trade_in_questions_texts" USING btree ("order","parent_id");
  CREATE INDEX "_tiq_ded_conds_v_order_idx" ON "_tiq_ded_conds_v" USING btree ("_order");
  CREATE INDEX "_tiq_ded_conds_v_parent_id_idx" ON "_tiq_ded_conds_v" USING btree ("_parent_id");
  CREATE INDEX "_tiq_ded_rules_v_order_idx" ON "_tiq_ded_rules_v" USING btree ("_order");
  CREATE INDEX "_tiq_ded_rules_v_parent_id_idx" ON "_tiq_ded_rules_v" USING btree ("_parent_id");
  CREATE INDEX "_trade_in_questions_v_version_answers_deductions_order_idx" ON "_trade_in_questions_v_version_answers_deductions" USING btree ("_order");
  CREATE INDEX "_trade_in_questions_v_version_answers_deductions_parent_id_idx" ON "_trade_in_questions_v_version_answers_deductions" USING btree ("_parent_id");
  CREATE INDEX "_trade_in_questions_v_version_answers_order_idx" ON "_trade_in_questions_v_version_answers" USING btree ("_order");
  CREATE INDEX "_trade_in_questions_v_version_answers_parent_id_idx" ON "_trade_in_questions_v_version_answers" USING btree ("_parent_id");
  CREATE INDEX "_trade_in_questions_v_parent_idx" ON "_trade_in_questions_v" USING btree ("parent_id");
  CREATE INDEX "_trade_in_questions_v_version_version_question_id_idx" ON "_trade_in_questions_v" USING btree ("version_question_id");
  CREATE INDEX "_trade_in_questions_v_version_version_updated_at_idx" ON "_trade_in_questions_v" USING btree ("version_updated_at");
  CREATE INDEX "_trade_in_questions_v_version_version_created_at_idx" ON "_trade_in_questions_v" USING btree ("version_created_at");
  CREATE INDEX "_trade_in_questions_v_version_version__status_idx" ON "_trade_in_questions_v" USING btree ("version__status");
  CREATE INDEX "_trade_in_questions_v_created_at_idx" ON "_trade_in_questions_v" USING btree ("created_at");
  CREATE INDEX "_trade_in_questions_v_updated_at_idx" ON "_trade_in_questions_v" USING btree ("updated_at");
  CREATE INDEX "_trade_in_questions_v_latest_idx" ON "_trade_in_questions_v" USING btree ("latest");
  CREATE INDEX "_trade_in_questions_v_texts_order_parent" ON "_trade_in_questions_v_texts" USING btree ("order","parent_id");
  CREATE UNIQUE INDEX "trade_in_categories_category_id_idx" ON "trade_in_categories" USING btree ("category_id");
  CREATE INDEX "trade_in_categories_updated_at_idx" ON "trade_in_categories" USING btree ("updated_at");
  CREATE INDEX "trade_in_categories_created_at_idx" ON "trade_in_categories" USING btree ("created_at");
  CREATE INDEX "trade_in_categories__status_idx" ON "trade_in_categories" USING btree ("_status");
  CREATE INDEX "trade_in_categories_texts_order_parent" ON "trade_in_categories_texts" USING btree ("order","parent_id");
  CREATE INDEX "_trade_in_categories_v_parent_idx" ON "_trade_in_categories_v" USING btree ("parent_id");
  CREATE INDEX "_trade_in_categories_v_version_version_category_id_idx" ON "_trade_in_categories_v" USING btree ("version_category_id");
  CREATE INDEX "_trade_in_categories_v_version_version_updated_at_idx" ON "_trade_in_categories_v" USING btree ("version_updated_at");
  CREATE INDEX "_trade_in_categories_v_version_version_created_at_idx" ON "_trade_in_categories_v" USING btree ("version_created_at");
  CREATE INDEX "_trade_in_categories_v_version_version__status_idx" ON "_trade_in_categories_v" USING btree ("version__status");
  CREATE INDEX "_trade_in_categories_v_created_at_idx" ON "_trade_in_categories_v" USING btree ("created_at");
  CREATE INDEX "_trade_in_categories_v_updated_at_idx" ON "_trade_in_categories_v" USING btree ("updated_at");
  CREATE INDEX "_trade_in_categories_v_latest_idx" ON "_trade_in_categories_v" USING btree ("latest");
  CREATE INDEX "_trade_in_categories_v_texts_order_parent" ON "_trade_in_categories_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "offer_bvi_conds_order_idx" ON "offer_bvi_conds" USING btree ("_order");
  CREATE INDEX "offer_bvi_conds_parent_id_idx" ON "offer_bvi_conds" USING btree ("_parent_id");
  CREATE INDEX "offer_bvi_rules_order_idx" ON "offer_bvi_rules" USING btree ("_order");
  CREATE INDEX "offer_bvi_rules_parent_id_idx" ON "offer_bvi_rules" USING btree ("_parent_id");
  CREATE INDEX "offer_adj_conds_order_idx" ON "offer_adj_conds" USING btree ("_order");
  CREATE INDEX "offer_adj_conds_parent_id_idx" ON "offer_adj_conds" USING btree ("_parent_id");
  CREATE INDEX "offer_adj_rules_order_idx" ON "offer_adj_rules" USING btree ("_order");
  CREATE INDEX "offer_adj_rules_parent_id_idx" ON "offer_adj_rules" USING btree ("_parent_id");
  CREATE INDEX "offer_mcl_steps_order_idx" ON "offer_mcl_steps" USING btree ("_order");
  CREATE INDEX "offer_mcl_steps_parent_id_idx" ON "offer_mcl_steps" USING btree ("_parent_id");
  CREATE INDEX "offer_mcl_extras_order_idx" ON "offer_mcl_extras" USING btree ("_order");
  CREATE INDEX "offer_mcl_extras_parent_id_idx" ON "offer_mcl_extras" USING btree ("_parent_id");
  CREATE INDEX "offer_settings__status_idx" ON "offer_settings" USING btree ("_status");
  CREATE INDEX "_offer_bvi_conds_v_order_idx" ON "_offer_bvi_conds_v" USING btree ("_order");
  CREATE INDEX "_offer_bvi_conds_v_parent_id_idx" ON "_offer_bvi_conds_v" USING btree ("_parent_id");
  CREATE INDEX "_offer_bvi_rules_v_order_idx" ON "_offer_bvi_rules_v" USING btree ("_order");
  CREATE INDEX "_offer_bvi_rules_v_parent_id_idx" ON "_offer_bvi_rules_v" USING btree ("_parent_id");
  CREATE INDEX "_offer_adj_conds_v_order_idx" ON "_offer_adj_conds_v" USING btree ("_order");
  CREATE INDEX "_offer_adj_conds_v_parent_id_idx" ON "_offer_adj_conds_v" USING btree ("_parent_id");
  CREATE INDEX "_offer_adj_rules_v_order_idx" ON "_offer_adj_rules_v" USING btree ("_order");
  CREATE INDEX "_offer_adj_rules_v_parent_id_idx" ON "_offer_adj_rules_v" USING btree ("_parent_id");
  CREATE INDEX "_offer_mcl_steps_v_order_idx" ON "_offer_mcl_steps_v" USING btree ("_order");
  CREATE INDEX "_offer_mcl_steps_v_parent_id_idx" ON "_offer_mcl_steps_v" USING btree ("_parent_id");
  CREATE INDEX "_offer_mcl_extras_v_order_idx" ON "_offer_mcl_extras_v" USING btree ("_order");
  CREATE INDEX "_offer_mcl_extras_v_parent_id_idx" ON "_offer_mcl_extras_v" USING btree ("_parent_id");
  CREATE INDEX "_offer_settings_v_version_version__status_idx" ON "_offer_settings_v" USING btree ("version__status");
  CREATE INDEX "_offer_settings_v_created_at_idx" ON "_offer_settings_v" USING btree ("created_at");
  CREATE INDEX "_offer_settings_v_updated_at_idx" ON "_offer_settings_v" USING btree ("updated_at");
  CREATE INDEX "_offer_settings_v_latest_idx" ON "_offer_settings_v" USING btree ("latest");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trade_in_questions_fk" FOREIGN KEY ("trade_in_questions_id") REFERENCES "public"."trade_in_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trade_in_categories_fk" FOREIGN KEY ("trade_in_categories_id") REFERENCES "public"."trade_in_categories"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_trade_in_questions_id_idx" ON "payload_locked_documents_rels" USING btree ("trade_in_questions_id");
  CREATE INDEX "payload_locked_documents_rels_trade_in_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("trade_in_categories_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tiq_ded_conds" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tiq_ded_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trade_in_questions_answers_deductions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trade_in_questions_answers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trade_in_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trade_in_questions_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_tiq_ded_conds_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_tiq_ded_rules_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_trade_in_questions_v_version_answers_deductions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_trade_in_questions_v_version_answers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_trade_in_questions_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_trade_in_questions_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trade_in_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trade_in_categories_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_trade_in_categories_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_trade_in_categories_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offer_bvi_conds" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offer_bvi_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offer_adj_conds" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offer_adj_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offer_mcl_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offer_mcl_extras" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offer_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_offer_bvi_conds_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_offer_bvi_rules_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_offer_adj_conds_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_offer_adj_rules_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_offer_mcl_steps_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_offer_mcl_extras_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_offer_settings_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "tiq_ded_conds" CASCADE;
  DROP TABLE "tiq_ded_rules" CASCADE;
  DROP TABLE "trade_in_questions_answers_deductions" CASCADE;
  DROP TABLE "trade_in_questions_answers" CASCADE;
  DROP TABLE "trade_in_questions" CASCADE;
  DROP TABLE "trade_in_questions_texts" CASCADE;
  DROP TABLE "_tiq_ded_conds_v" CASCADE;
  DROP TABLE "_tiq_ded_rules_v" CASCADE;
  DROP TABLE "_trade_in_questions_v_version_answers_deductions" CASCADE;
  DROP TABLE "_trade_in_questions_v_version_answers" CASCADE;
  DROP TABLE "_trade_in_questions_v" CASCADE;
  DROP TABLE "_trade_in_questions_v_texts" CASCADE;
  DROP TABLE "trade_in_categories" CASCADE;
  DROP TABLE "trade_in_categories_texts" CASCADE;
  DROP TABLE "_trade_in_categories_v" CASCADE;
  DROP TABLE "_trade_in_categories_v_texts" CASCADE;
  DROP TABLE "offer_bvi_conds" CASCADE;
  DROP TABLE "offer_bvi_rules" CASCADE;
  DROP TABLE "offer_adj_conds" CASCADE;
  DROP TABLE "offer_adj_rules" CASCADE;
  DROP TABLE "offer_mcl_steps" CASCADE;
  DROP TABLE "offer_mcl_extras" CASCADE;
  DROP TABLE "offer_settings" CASCADE;
  DROP TABLE "_offer_bvi_conds_v" CASCADE;
  DROP TABLE "_offer_bvi_rules_v" CASCADE;
  DROP TABLE "_offer_adj_conds_v" CASCADE;
  DROP TABLE "_offer_adj_rules_v" CASCADE;
  DROP TABLE "_offer_mcl_steps_v" CASCADE;
  DROP TABLE "_offer_mcl_extras_v" CASCADE;
  DROP TABLE "_offer_settings_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trade_in_questions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trade_in_categories_fk";
  
  DROP INDEX "payload_locked_documents_rels_trade_in_questions_id_idx";
  DROP INDEX "payload_locked_documents_rels_trade_in_categories_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trade_in_questions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trade_in_categories_id";
  DROP TYPE "public"."enum_tiq_ded_op";
  DROP TYPE "public"."enum_trade_in_questions_answers_deductions_logic";
  DROP TYPE "public"."enum_trade_in_questions_input_type";
  DROP TYPE "public"."enum_trade_in_questions_status";
  DROP TYPE "public"."enum__trade_in_questions_v_version_answers_deductions_logic";
  DROP TYPE "public"."enum__trade_in_questions_v_version_input_type";
  DROP TYPE "public"."enum__trade_in_questions_v_version_status";
  DROP TYPE "public"."enum_trade_in_categories_status";
  DROP TYPE "public"."enum__trade_in_categories_v_version_status";
  DROP TYPE "public"."enum_offer_bvi_op";
  DROP TYPE "public"."enum_offer_adj_op";
  DROP TYPE "public"."enum_offer_settings_cash_now_price_key";
  DROP TYPE "public"."enum_offer_settings_cash_now_below_minimum";
  DROP TYPE "public"."enum_offer_settings_more_cash_later_price_key";
  DROP TYPE "public"."enum_offer_settings_status";
  DROP TYPE "public"."enum__offer_settings_v_version_cash_now_price_key";
  DROP TYPE "public"."enum__offer_settings_v_version_cash_now_below_minimum";
  DROP TYPE "public"."enum__offer_settings_v_version_more_cash_later_price_key";
  DROP TYPE "public"."enum__offer_settings_v_version_status";`)
}
