import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_vehicles_condition" AS ENUM('new', 'used', 'certified');
  CREATE TYPE "public"."enum_vehicles_status" AS ENUM('available', 'sold', 'hidden');
  CREATE TYPE "public"."enum_vehicles_bodystyle" AS ENUM('suvs', 'sedans', 'wagons', 'coupes', 'convertibles', 'hatchbacks', 'trucks', 'minivans', 'commercial');
  CREATE TYPE "public"."enum_vehicles_transmission" AS ENUM('automatic', 'manual');
  CREATE TYPE "public"."enum_body_styles_value" AS ENUM('suvs', 'sedans', 'wagons', 'coupes', 'convertibles', 'hatchbacks', 'trucks', 'minivans', 'commercial');
  CREATE TYPE "public"."enum_locations_state" AS ENUM('IL', 'IN', 'IA');
  CREATE TYPE "public"."enum_promotions_position" AS ENUM('promotions-carousel', 'grid-item');
  CREATE TYPE "public"."enum_promotions_type" AS ENUM('dealer', 'sales', 'service');
  CREATE TYPE "public"."enum__promotions_v_version_position" AS ENUM('promotions-carousel', 'grid-item');
  CREATE TYPE "public"."enum__promotions_v_version_type" AS ENUM('dealer', 'sales', 'service');
  CREATE TYPE "public"."enum_articles_category" AS ENUM('staff-reviews', 'car-advice-education', 'faqs', 'news', 'community-outreach');
  CREATE TYPE "public"."enum_articles_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__articles_v_version_category" AS ENUM('staff-reviews', 'car-advice-education', 'faqs', 'news', 'community-outreach');
  CREATE TYPE "public"."enum__articles_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_reviews_categories" AS ENUM('sale', 'finance', 'buy', 'sell', 'service');
  CREATE TYPE "public"."enum_reviews_platform" AS ENUM('google', 'facebook');
  CREATE TYPE "public"."enum_faqs_topic" AS ENUM('general', 'financing', 'sell-trade', 'service', 'warranty');
  CREATE TYPE "public"."enum_staff_department" AS ENUM('sales', 'finance', 'service', 'management', 'buying');
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'manager', 'marketing', 'sales');
  CREATE TYPE "public"."enum_dealership_settings_socials_network" AS ENUM('facebook', 'instagram', 'youtube', 'x', 'tiktok', 'linkedin');
  CREATE TYPE "public"."enum_dealership_settings_live_conditions" AS ENUM('new', 'used', 'certified');
  CREATE TYPE "public"."enum_dealership_settings_unlock_required" AS ENUM('new', 'used', 'certified');
  CREATE TYPE "public"."enum__dealership_settings_v_version_socials_network" AS ENUM('facebook', 'instagram', 'youtube', 'x', 'tiktok', 'linkedin');
  CREATE TYPE "public"."enum__dealership_settings_v_version_live_conditions" AS ENUM('new', 'used', 'certified');
  CREATE TYPE "public"."enum__dealership_settings_v_version_unlock_required" AS ENUM('new', 'used', 'certified');
  CREATE TABLE "vehicles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"vin" varchar NOT NULL,
  	"stock_number" varchar,
  	"condition" "enum_vehicles_condition" DEFAULT 'used' NOT NULL,
  	"status" "enum_vehicles_status" DEFAULT 'available' NOT NULL,
  	"store_id" integer,
  	"year" numeric NOT NULL,
  	"make" varchar NOT NULL,
  	"model" varchar NOT NULL,
  	"trim" varchar,
  	"model_year" numeric,
  	"price" numeric,
  	"old_price" numeric,
  	"init_price" numeric,
  	"price_drop" numeric,
  	"mileage" numeric,
  	"bodystyle" "enum_vehicles_bodystyle",
  	"doors" numeric,
  	"transmission" "enum_vehicles_transmission",
  	"drivetrain" varchar,
  	"fuel_type" varchar,
  	"exterior_color" varchar,
  	"interior_color" varchar,
  	"engine" varchar,
  	"city_mpg" numeric,
  	"highway_mpg" numeric,
  	"oem" varchar,
  	"preview_image" varchar,
  	"image_custom_bg" varchar,
  	"premium_upgrade" boolean DEFAULT false,
  	"private" boolean DEFAULT false,
  	"date_in_stock" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "vehicles_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "body_styles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"value" "enum_body_styles_value" NOT NULL,
  	"starting_price" numeric,
  	"image_id" integer,
  	"icon" varchar,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "locations_sales_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"weekday" numeric NOT NULL,
  	"open" numeric,
  	"close" numeric,
  	"closed" boolean DEFAULT false
  );
  
  CREATE TABLE "locations_service_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"weekday" numeric NOT NULL,
  	"open" numeric,
  	"close" numeric,
  	"closed" boolean DEFAULT false
  );
  
  CREATE TABLE "locations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"subname" varchar,
  	"store_id" varchar NOT NULL,
  	"sort_order" numeric DEFAULT 0,
  	"current_location" boolean DEFAULT false,
  	"link" varchar,
  	"inventory_link" varchar,
  	"address_line1" varchar NOT NULL,
  	"address_line2" varchar,
  	"city" varchar NOT NULL,
  	"state" "enum_locations_state" NOT NULL,
  	"zip" varchar NOT NULL,
  	"country" varchar DEFAULT 'US',
  	"coordinates_longitude" numeric NOT NULL,
  	"coordinates_latitude" numeric NOT NULL,
  	"google_maps_link" varchar,
  	"sales_phone" varchar NOT NULL,
  	"service_phone" varchar,
  	"email" varchar,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "promotions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"name" varchar,
  	"position" "enum_promotions_position" DEFAULT 'grid-item' NOT NULL,
  	"type" "enum_promotions_type" DEFAULT 'dealer' NOT NULL,
  	"description" varchar,
  	"image_id" integer,
  	"url" varchar,
  	"category" varchar,
  	"cta_text" varchar DEFAULT 'Learn more',
  	"icon" varchar,
  	"criteria" varchar,
  	"start_date" timestamp(3) with time zone NOT NULL,
  	"end_date" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "promotions_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_promotions_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar NOT NULL,
  	"version_name" varchar,
  	"version_position" "enum__promotions_v_version_position" DEFAULT 'grid-item' NOT NULL,
  	"version_type" "enum__promotions_v_version_type" DEFAULT 'dealer' NOT NULL,
  	"version_description" varchar,
  	"version_image_id" integer,
  	"version_url" varchar,
  	"version_category" varchar,
  	"version_cta_text" varchar DEFAULT 'Learn more',
  	"version_icon" varchar,
  	"version_criteria" varchar,
  	"version_start_date" timestamp(3) with time zone NOT NULL,
  	"version_end_date" timestamp(3) with time zone NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_promotions_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "articles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"category" "enum_articles_category",
  	"author" varchar,
  	"published_at" timestamp(3) with time zone,
  	"hero_image_id" integer,
  	"excerpt" varchar,
  	"content" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_articles_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_articles_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_category" "enum__articles_v_version_category",
  	"version_author" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_hero_image_id" integer,
  	"version_excerpt" varchar,
  	"version_content" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__articles_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "reviews_categories" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_reviews_categories",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reviewer_name" varchar NOT NULL,
  	"reviewer_photo" varchar,
  	"platform" "enum_reviews_platform" DEFAULT 'google' NOT NULL,
  	"rating" numeric DEFAULT 5,
  	"text" varchar NOT NULL,
  	"photo" boolean DEFAULT false,
  	"url" varchar,
  	"reviewed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "faqs_answers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"paragraph" varchar NOT NULL
  );
  
  CREATE TABLE "faqs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"topic" "enum_faqs_topic" DEFAULT 'general',
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "staff" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"full_name" varchar,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"department" "enum_staff_department" NOT NULL,
  	"title" varchar,
  	"phone" varchar,
  	"email" varchar,
  	"rating" numeric,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumb_url" varchar,
  	"sizes_thumb_width" numeric,
  	"sizes_thumb_height" numeric,
  	"sizes_thumb_mime_type" varchar,
  	"sizes_thumb_filesize" numeric,
  	"sizes_thumb_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_hero_url" varchar,
  	"sizes_hero_width" numeric,
  	"sizes_hero_height" numeric,
  	"sizes_hero_mime_type" varchar,
  	"sizes_hero_filesize" numeric,
  	"sizes_hero_filename" varchar
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" "enum_users_role" DEFAULT 'sales' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"vehicles_id" integer,
  	"body_styles_id" integer,
  	"locations_id" integer,
  	"promotions_id" integer,
  	"articles_id" integer,
  	"reviews_id" integer,
  	"faqs_id" integer,
  	"staff_id" integer,
  	"media_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "dealership_settings_socials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"network" "enum_dealership_settings_socials_network" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "dealership_settings_sales_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"weekday" numeric NOT NULL,
  	"open" numeric,
  	"close" numeric,
  	"closed" boolean DEFAULT false
  );
  
  CREATE TABLE "dealership_settings_service_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"weekday" numeric NOT NULL,
  	"open" numeric,
  	"close" numeric,
  	"closed" boolean DEFAULT false
  );
  
  CREATE TABLE "dealership_settings_live_conditions" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_dealership_settings_live_conditions",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "dealership_settings_unlock_required" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_dealership_settings_unlock_required",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "dealership_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"address_line1" varchar,
  	"address_line2" varchar,
  	"city" varchar,
  	"state_short" varchar,
  	"zip" varchar,
  	"country_short" varchar DEFAULT 'US',
  	"phone" varchar,
  	"service_phone" varchar,
  	"email" varchar,
  	"employees" numeric,
  	"general_manager_first_name" varchar,
  	"logo_id" integer,
  	"rating" numeric,
  	"review_count" numeric,
  	"map_center_longitude" numeric,
  	"map_center_latitude" numeric,
  	"items_per_page" numeric DEFAULT 24 NOT NULL,
  	"documentary_fee" numeric DEFAULT 367.7 NOT NULL,
  	"drive_fee30_day" numeric DEFAULT 10,
  	"fee_effective_date" timestamp(3) with time zone,
  	"payment_sliders_down_payment_min" numeric DEFAULT 0 NOT NULL,
  	"payment_sliders_down_payment_max" numeric DEFAULT 20000 NOT NULL,
  	"payment_sliders_down_payment_step" numeric DEFAULT 100 NOT NULL,
  	"payment_sliders_down_payment_default" numeric DEFAULT 1000 NOT NULL,
  	"payment_sliders_down_payment_percent_step" numeric DEFAULT 5,
  	"payment_sliders_down_payment_default_percent" numeric DEFAULT 20,
  	"payment_sliders_trade_equity_min" numeric DEFAULT 0 NOT NULL,
  	"payment_sliders_trade_equity_max" numeric DEFAULT 20000 NOT NULL,
  	"payment_sliders_trade_equity_step" numeric DEFAULT 100 NOT NULL,
  	"payment_sliders_trade_equity_default" numeric DEFAULT 0 NOT NULL,
  	"payment_sliders_credit_score_min" numeric DEFAULT 400 NOT NULL,
  	"payment_sliders_credit_score_max" numeric DEFAULT 850 NOT NULL,
  	"payment_sliders_credit_score_step" numeric DEFAULT 10 NOT NULL,
  	"payment_sliders_credit_score_default" numeric DEFAULT 850 NOT NULL,
  	"payment_sliders_finance_term_min" numeric DEFAULT 12 NOT NULL,
  	"payment_sliders_finance_term_max" numeric DEFAULT 72 NOT NULL,
  	"payment_sliders_finance_term_step" numeric DEFAULT 12 NOT NULL,
  	"payment_sliders_finance_term_default" numeric DEFAULT 72 NOT NULL,
  	"payment_sliders_lease_term_min" numeric DEFAULT 24 NOT NULL,
  	"payment_sliders_lease_term_max" numeric DEFAULT 39 NOT NULL,
  	"payment_sliders_lease_term_step" numeric DEFAULT 3 NOT NULL,
  	"payment_sliders_lease_term_default" numeric DEFAULT 36 NOT NULL,
  	"payment_sliders_lease_miles_min" numeric DEFAULT 10000 NOT NULL,
  	"payment_sliders_lease_miles_max" numeric DEFAULT 15000 NOT NULL,
  	"payment_sliders_lease_miles_step" numeric DEFAULT 2500 NOT NULL,
  	"payment_sliders_lease_miles_default" numeric DEFAULT 10000 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_dealership_settings_v_version_socials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"network" "enum__dealership_settings_v_version_socials_network" NOT NULL,
  	"url" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_dealership_settings_v_version_sales_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"weekday" numeric NOT NULL,
  	"open" numeric,
  	"close" numeric,
  	"closed" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_dealership_settings_v_version_service_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"weekday" numeric NOT NULL,
  	"open" numeric,
  	"close" numeric,
  	"closed" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_dealership_settings_v_version_live_conditions" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__dealership_settings_v_version_live_conditions",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_dealership_settings_v_version_unlock_required" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__dealership_settings_v_version_unlock_required",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_dealership_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_name" varchar NOT NULL,
  	"version_address_line1" varchar,
  	"version_address_line2" varchar,
  	"version_city" varchar,
  	"version_state_short" varchar,
  	"version_zip" varchar,
  	"version_country_short" varchar DEFAULT 'US',
  	"version_phone" varchar,
  	"version_service_phone" varchar,
  	"version_email" varchar,
  	"version_employees" numeric,
  	"version_general_manager_first_name" varchar,
  	"version_logo_id" integer,
  	"version_rating" numeric,
  	"version_review_count" numeric,
  	"version_map_center_longitude" numeric,
  	"version_map_center_latitude" numeric,
  	"version_items_per_page" numeric DEFAULT 24 NOT NULL,
  	"version_documentary_fee" numeric DEFAULT 367.7 NOT NULL,
  	"version_drive_fee30_day" numeric DEFAULT 10,
  	"version_fee_effective_date" timestamp(3) with time zone,
  	"version_payment_sliders_down_payment_min" numeric DEFAULT 0 NOT NULL,
  	"version_payment_sliders_down_payment_max" numeric DEFAULT 20000 NOT NULL,
  	"version_payment_sliders_down_payment_step" numeric DEFAULT 100 NOT NULL,
  	"version_payment_sliders_down_payment_default" numeric DEFAULT 1000 NOT NULL,
  	"version_payment_sliders_down_payment_percent_step" numeric DEFAULT 5,
  	"version_payment_sliders_down_payment_default_percent" numeric DEFAULT 20,
  	"version_payment_sliders_trade_equity_min" numeric DEFAULT 0 NOT NULL,
  	"version_payment_sliders_trade_equity_max" numeric DEFAULT 20000 NOT NULL,
  	"version_payment_sliders_trade_equity_step" numeric DEFAULT 100 NOT NULL,
  	"version_payment_sliders_trade_equity_default" numeric DEFAULT 0 NOT NULL,
  	"version_payment_sliders_credit_score_min" numeric DEFAULT 400 NOT NULL,
  	"version_payment_sliders_credit_score_max" numeric DEFAULT 850 NOT NULL,
  	"version_payment_sliders_credit_score_step" numeric DEFAULT 10 NOT NULL,
  	"version_payment_sliders_credit_score_default" numeric DEFAULT 850 NOT NULL,
  	"version_payment_sliders_finance_term_min" numeric DEFAULT 12 NOT NULL,
  	"version_payment_sliders_finance_term_max" numeric DEFAULT 72 NOT NULL,
  	"version_payment_sliders_finance_term_step" numeric DEFAULT 12 NOT NULL,
  	"version_payment_sliders_finance_term_default" numeric DEFAULT 72 NOT NULL,
  	"version_payment_sliders_lease_term_min" numeric DEFAULT 24 NOT NULL,
  	"version_payment_sliders_lease_term_max" numeric DEFAULT 39 NOT NULL,
  	"version_payment_sliders_lease_term_step" numeric DEFAULT 3 NOT NULL,
  	"version_payment_sliders_lease_term_default" numeric DEFAULT 36 NOT NULL,
  	"version_payment_sliders_lease_miles_min" numeric DEFAULT 10000 NOT NULL,
  	"version_payment_sliders_lease_miles_max" numeric DEFAULT 15000 NOT NULL,
  	"version_payment_sliders_lease_miles_step" numeric DEFAULT 2500 NOT NULL,
  	"version_payment_sliders_lease_miles_default" numeric DEFAULT 10000 NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_name" varchar NOT NULL,
  	"site_url" varchar,
  	"locale" varchar DEFAULT 'en_US',
  	"description" varchar,
  	"twitter_handle" varchar,
  	"canonical_lowercase" boolean DEFAULT true,
  	"accent_color" varchar DEFAULT '#22c55e',
  	"gtm_id" varchar,
  	"ga4_id" varchar,
  	"meta_pixel_id" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_site_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_site_name" varchar NOT NULL,
  	"version_site_url" varchar,
  	"version_locale" varchar DEFAULT 'en_US',
  	"version_description" varchar,
  	"version_twitter_handle" varchar,
  	"version_canonical_lowercase" boolean DEFAULT true,
  	"version_accent_color" varchar DEFAULT '#22c55e',
  	"version_gtm_id" varchar,
  	"version_ga4_id" varchar,
  	"version_meta_pixel_id" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_store_id_locations_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vehicles_texts" ADD CONSTRAINT "vehicles_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "body_styles" ADD CONSTRAINT "body_styles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "locations_sales_hours" ADD CONSTRAINT "locations_sales_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_service_hours" ADD CONSTRAINT "locations_service_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promotions" ADD CONSTRAINT "promotions_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promotions_texts" ADD CONSTRAINT "promotions_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promotions_v" ADD CONSTRAINT "_promotions_v_parent_id_promotions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promotions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promotions_v" ADD CONSTRAINT "_promotions_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promotions_v_texts" ADD CONSTRAINT "_promotions_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_promotions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_parent_id_articles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews_categories" ADD CONSTRAINT "reviews_categories_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_answers" ADD CONSTRAINT "faqs_answers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "staff" ADD CONSTRAINT "staff_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vehicles_fk" FOREIGN KEY ("vehicles_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_body_styles_fk" FOREIGN KEY ("body_styles_id") REFERENCES "public"."body_styles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_promotions_fk" FOREIGN KEY ("promotions_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reviews_fk" FOREIGN KEY ("reviews_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_staff_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealership_settings_socials" ADD CONSTRAINT "dealership_settings_socials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dealership_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealership_settings_sales_hours" ADD CONSTRAINT "dealership_settings_sales_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dealership_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealership_settings_service_hours" ADD CONSTRAINT "dealership_settings_service_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dealership_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealership_settings_live_conditions" ADD CONSTRAINT "dealership_settings_live_conditions_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dealership_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealership_settings_unlock_required" ADD CONSTRAINT "dealership_settings_unlock_required_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dealership_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealership_settings" ADD CONSTRAINT "dealership_settings_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_dealership_settings_v_version_socials" ADD CONSTRAINT "_dealership_settings_v_version_socials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_dealership_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dealership_settings_v_version_sales_hours" ADD CONSTRAINT "_dealership_settings_v_version_sales_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_dealership_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dealership_settings_v_version_service_hours" ADD CONSTRAINT "_dealership_settings_v_version_service_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_dealership_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dealership_settings_v_version_live_conditions" ADD CONSTRAINT "_dealership_settings_v_version_live_conditions_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_dealership_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dealership_settings_v_version_unlock_required" ADD CONSTRAINT "_dealership_settings_v_version_unlock_required_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_dealership_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dealership_settings_v" ADD CONSTRAINT "_dealership_settings_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "vehicles_vin_idx" ON "vehicles" USING btree ("vin");
  CREATE INDEX "vehicles_stock_number_idx" ON "vehicles" USING btree ("stock_number");
  CREATE INDEX "vehicles_condition_idx" ON "vehicles" USING btree ("condition");
  CREATE INDEX "vehicles_status_idx" ON "vehicles" USING btree ("status");
  CREATE INDEX "vehicles_store_idx" ON "vehicles" USING btree ("store_id");
  CREATE INDEX "vehicles_year_idx" ON "vehicles" USING btree ("year");
  CREATE INDEX "vehicles_make_idx" ON "vehicles" USING btree ("make");
  CREATE INDEX "vehicles_model_idx" ON "vehicles" USING btree ("model");
  CREATE INDEX "vehicles_price_idx" ON "vehicles" USING btree ("price");
  CREATE INDEX "vehicles_price_drop_idx" ON "vehicles" USING btree ("price_drop");
  CREATE INDEX "vehicles_mileage_idx" ON "vehicles" USING btree ("mileage");
  CREATE INDEX "vehicles_bodystyle_idx" ON "vehicles" USING btree ("bodystyle");
  CREATE INDEX "vehicles_premium_upgrade_idx" ON "vehicles" USING btree ("premium_upgrade");
  CREATE INDEX "vehicles_private_idx" ON "vehicles" USING btree ("private");
  CREATE INDEX "vehicles_date_in_stock_idx" ON "vehicles" USING btree ("date_in_stock");
  CREATE INDEX "vehicles_updated_at_idx" ON "vehicles" USING btree ("updated_at");
  CREATE INDEX "vehicles_created_at_idx" ON "vehicles" USING btree ("created_at");
  CREATE INDEX "vehicles_texts_order_parent" ON "vehicles_texts" USING btree ("order","parent_id");
  CREATE UNIQUE INDEX "body_styles_value_idx" ON "body_styles" USING btree ("value");
  CREATE INDEX "body_styles_image_idx" ON "body_styles" USING btree ("image_id");
  CREATE INDEX "body_styles_updated_at_idx" ON "body_styles" USING btree ("updated_at");
  CREATE INDEX "body_styles_created_at_idx" ON "body_styles" USING btree ("created_at");
  CREATE INDEX "locations_sales_hours_order_idx" ON "locations_sales_hours" USING btree ("_order");
  CREATE INDEX "locations_sales_hours_parent_id_idx" ON "locations_sales_hours" USING btree ("_parent_id");
  CREATE INDEX "locations_service_hours_order_idx" ON "locations_service_hours" USING btree ("_order");
  CREATE INDEX "locations_service_hours_parent_id_idx" ON "locations_service_hours" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "locations_store_id_idx" ON "locations" USING btree ("store_id");
  CREATE INDEX "locations_updated_at_idx" ON "locations" USING btree ("updated_at");
  CREATE INDEX "locations_created_at_idx" ON "locations" USING btree ("created_at");
  CREATE INDEX "promotions_image_idx" ON "promotions" USING btree ("image_id");
  CREATE INDEX "promotions_start_date_idx" ON "promotions" USING btree ("start_date");
  CREATE INDEX "promotions_end_date_idx" ON "promotions" USING btree ("end_date");
  CREATE INDEX "promotions_updated_at_idx" ON "promotions" USING btree ("updated_at");
  CREATE INDEX "promotions_created_at_idx" ON "promotions" USING btree ("created_at");
  CREATE INDEX "promotions_texts_order_parent" ON "promotions_texts" USING btree ("order","parent_id");
  CREATE INDEX "_promotions_v_parent_idx" ON "_promotions_v" USING btree ("parent_id");
  CREATE INDEX "_promotions_v_version_version_image_idx" ON "_promotions_v" USING btree ("version_image_id");
  CREATE INDEX "_promotions_v_version_version_start_date_idx" ON "_promotions_v" USING btree ("version_start_date");
  CREATE INDEX "_promotions_v_version_version_end_date_idx" ON "_promotions_v" USING btree ("version_end_date");
  CREATE INDEX "_promotions_v_version_version_updated_at_idx" ON "_promotions_v" USING btree ("version_updated_at");
  CREATE INDEX "_promotions_v_version_version_created_at_idx" ON "_promotions_v" USING btree ("version_created_at");
  CREATE INDEX "_promotions_v_created_at_idx" ON "_promotions_v" USING btree ("created_at");
  CREATE INDEX "_promotions_v_updated_at_idx" ON "_promotions_v" USING btree ("updated_at");
  CREATE INDEX "_promotions_v_texts_order_parent" ON "_promotions_v_texts" USING btree ("order","parent_id");
  CREATE UNIQUE INDEX "articles_slug_idx" ON "articles" USING btree ("slug");
  CREATE INDEX "articles_hero_image_idx" ON "articles" USING btree ("hero_image_id");
  CREATE INDEX "articles_updated_at_idx" ON "articles" USING btree ("updated_at");
  CREATE INDEX "articles_created_at_idx" ON "articles" USING btree ("created_at");
  CREATE INDEX "articles__status_idx" ON "articles" USING btree ("_status");
  CREATE INDEX "_articles_v_parent_idx" ON "_articles_v" USING btree ("parent_id");
  CREATE INDEX "_articles_v_version_version_slug_idx" ON "_articles_v" USING btree ("version_slug");
  CREATE INDEX "_articles_v_version_version_hero_image_idx" ON "_articles_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_articles_v_version_version_updated_at_idx" ON "_articles_v" USING btree ("version_updated_at");
  CREATE INDEX "_articles_v_version_version_created_at_idx" ON "_articles_v" USING btree ("version_created_at");
  CREATE INDEX "_articles_v_version_version__status_idx" ON "_articles_v" USING btree ("version__status");
  CREATE INDEX "_articles_v_created_at_idx" ON "_articles_v" USING btree ("created_at");
  CREATE INDEX "_articles_v_updated_at_idx" ON "_articles_v" USING btree ("updated_at");
  CREATE INDEX "_articles_v_latest_idx" ON "_articles_v" USING btree ("latest");
  CREATE INDEX "reviews_categories_order_idx" ON "reviews_categories" USING btree ("order");
  CREATE INDEX "reviews_categories_parent_idx" ON "reviews_categories" USING btree ("parent_id");
  CREATE INDEX "reviews_updated_at_idx" ON "reviews" USING btree ("updated_at");
  CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at");
  CREATE INDEX "faqs_answers_order_idx" ON "faqs_answers" USING btree ("_order");
  CREATE INDEX "faqs_answers_parent_id_idx" ON "faqs_answers" USING btree ("_parent_id");
  CREATE INDEX "faqs_updated_at_idx" ON "faqs" USING btree ("updated_at");
  CREATE INDEX "faqs_created_at_idx" ON "faqs" USING btree ("created_at");
  CREATE UNIQUE INDEX "staff_slug_idx" ON "staff" USING btree ("slug");
  CREATE INDEX "staff_image_idx" ON "staff" USING btree ("image_id");
  CREATE INDEX "staff_updated_at_idx" ON "staff" USING btree ("updated_at");
  CREATE INDEX "staff_created_at_idx" ON "staff" USING btree ("created_at");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumb_sizes_thumb_filename_idx" ON "media" USING btree ("sizes_thumb_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_hero_sizes_hero_filename_idx" ON "media" USING btree ("sizes_hero_filename");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_vehicles_id_idx" ON "payload_locked_documents_rels" USING btree ("vehicles_id");
  CREATE INDEX "payload_locked_documents_rels_body_styles_id_idx" ON "payload_locked_documents_rels" USING btree ("body_styles_id");
  CREATE INDEX "payload_locked_documents_rels_locations_id_idx" ON "payload_locked_documents_rels" USING btree ("locations_id");
  CREATE INDEX "payload_locked_documents_rels_promotions_id_idx" ON "payload_locked_documents_rels" USING btree ("promotions_id");
  CREATE INDEX "payload_locked_documents_rels_articles_id_idx" ON "payload_locked_documents_rels" USING btree ("articles_id");
  CREATE INDEX "payload_locked_documents_rels_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("reviews_id");
  CREATE INDEX "payload_locked_documents_rels_faqs_id_idx" ON "payload_locked_documents_rels" USING btree ("faqs_id");
  CREATE INDEX "payload_locked_documents_rels_staff_id_idx" ON "payload_locked_documents_rels" USING btree ("staff_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "dealership_settings_socials_order_idx" ON "dealership_settings_socials" USING btree ("_order");
  CREATE INDEX "dealership_settings_socials_parent_id_idx" ON "dealership_settings_socials" USING btree ("_parent_id");
  CREATE INDEX "dealership_settings_sales_hours_order_idx" ON "dealership_settings_sales_hours" USING btree ("_order");
  CREATE INDEX "dealership_settings_sales_hours_parent_id_idx" ON "dealership_settings_sales_hours" USING btree ("_parent_id");
  CREATE INDEX "dealership_settings_service_hours_order_idx" ON "dealership_settings_service_hours" USING btree ("_order");
  CREATE INDEX "dealership_settings_service_hours_parent_id_idx" ON "dealership_settings_service_hours" USING btree ("_parent_id");
  CREATE INDEX "dealership_settings_live_conditions_order_idx" ON "dealership_settings_live_conditions" USING btree ("order");
  CREATE INDEX "dealership_settings_live_conditions_parent_idx" ON "dealership_settings_live_conditions" USING btree ("parent_id");
  CREATE INDEX "dealership_settings_unlock_required_order_idx" ON "dealership_settings_unlock_required" USING btree ("order");
  CREATE INDEX "dealership_settings_unlock_required_parent_idx" ON "dealership_settings_unlock_required" USING btree ("parent_id");
  CREATE INDEX "dealership_settings_logo_idx" ON "dealership_settings" USING btree ("logo_id");
  CREATE INDEX "_dealership_settings_v_version_socials_order_idx" ON "_dealership_settings_v_version_socials" USING btree ("_order");
  CREATE INDEX "_dealership_settings_v_version_socials_parent_id_idx" ON "_dealership_settings_v_version_socials" USING btree ("_parent_id");
  CREATE INDEX "_dealership_settings_v_version_sales_hours_order_idx" ON "_dealership_settings_v_version_sales_hours" USING btree ("_order");
  CREATE INDEX "_dealership_settings_v_version_sales_hours_parent_id_idx" ON "_dealership_settings_v_version_sales_hours" USING btree ("_parent_id");
  CREATE INDEX "_dealership_settings_v_version_service_hours_order_idx" ON "_dealership_settings_v_version_service_hours" USING btree ("_order");
  CREATE INDEX "_dealership_settings_v_version_service_hours_parent_id_idx" ON "_dealership_settings_v_version_service_hours" USING btree ("_parent_id");
  CREATE INDEX "_dealership_settings_v_version_live_conditions_order_idx" ON "_dealership_settings_v_version_live_conditions" USING btree ("order");
  CREATE INDEX "_dealership_settings_v_version_live_conditions_parent_idx" ON "_dealership_settings_v_version_live_conditions" USING btree ("parent_id");
  CREATE INDEX "_dealership_settings_v_version_unlock_required_order_idx" ON "_dealership_settings_v_version_unlock_required" USING btree ("order");
  CREATE INDEX "_dealership_settings_v_version_unlock_required_parent_idx" ON "_dealership_settings_v_version_unlock_required" USING btree ("parent_id");
  CREATE INDEX "_dealership_settings_v_version_version_logo_idx" ON "_dealership_settings_v" USING btree ("version_logo_id");
  CREATE INDEX "_dealership_settings_v_created_at_idx" ON "_dealership_settings_v" USING btree ("created_at");
  CREATE INDEX "_dealership_settings_v_updated_at_idx" ON "_dealership_settings_v" USING btree ("updated_at");
  CREATE INDEX "_site_settings_v_created_at_idx" ON "_site_settings_v" USING btree ("created_at");
  CREATE INDEX "_site_settings_v_updated_at_idx" ON "_site_settings_v" USING btree ("updated_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "vehicles" CASCADE;
  DROP TABLE "vehicles_texts" CASCADE;
  DROP TABLE "body_styles" CASCADE;
  DROP TABLE "locations_sales_hours" CASCADE;
  DROP TABLE "locations_service_hours" CASCADE;
  DROP TABLE "locations" CASCADE;
  DROP TABLE "promotions" CASCADE;
  DROP TABLE "promotions_texts" CASCADE;
  DROP TABLE "_promotions_v" CASCADE;
  DROP TABLE "_promotions_v_texts" CASCADE;
  DROP TABLE "articles" CASCADE;
  DROP TABLE "_articles_v" CASCADE;
  DROP TABLE "reviews_categories" CASCADE;
  DROP TABLE "reviews" CASCADE;
  DROP TABLE "faqs_answers" CASCADE;
  DROP TABLE "faqs" CASCADE;
  DROP TABLE "staff" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "dealership_settings_socials" CASCADE;
  DROP TABLE "dealership_settings_sales_hours" CASCADE;
  DROP TABLE "dealership_settings_service_hours" CASCADE;
  DROP TABLE "dealership_settings_live_conditions" CASCADE;
  DROP TABLE "dealership_settings_unlock_required" CASCADE;
  DROP TABLE "dealership_settings" CASCADE;
  DROP TABLE "_dealership_settings_v_version_socials" CASCADE;
  DROP TABLE "_dealership_settings_v_version_sales_hours" CASCADE;
  DROP TABLE "_dealership_settings_v_version_service_hours" CASCADE;
  DROP TABLE "_dealership_settings_v_version_live_conditions" CASCADE;
  DROP TABLE "_dealership_settings_v_version_unlock_required" CASCADE;
  DROP TABLE "_dealership_settings_v" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "_site_settings_v" CASCADE;
  DROP TYPE "public"."enum_vehicles_condition";
  DROP TYPE "public"."enum_vehicles_status";
  DROP TYPE "public"."enum_vehicles_bodystyle";
  DROP TYPE "public"."enum_vehicles_transmission";
  DROP TYPE "public"."enum_body_styles_value";
  DROP TYPE "public"."enum_locations_state";
  DROP TYPE "public"."enum_promotions_position";
  DROP TYPE "public"."enum_promotions_type";
  DROP TYPE "public"."enum__promotions_v_version_position";
  DROP TYPE "public"."enum__promotions_v_version_type";
  DROP TYPE "public"."enum_articles_category";
  DROP TYPE "public"."enum_articles_status";
  DROP TYPE "public"."enum__articles_v_version_category";
  DROP TYPE "public"."enum__articles_v_version_status";
  DROP TYPE "public"."enum_reviews_categories";
  DROP TYPE "public"."enum_reviews_platform";
  DROP TYPE "public"."enum_faqs_topic";
  DROP TYPE "public"."enum_staff_department";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_dealership_settings_socials_network";
  DROP TYPE "public"."enum_dealership_settings_live_conditions";
  DROP TYPE "public"."enum_dealership_settings_unlock_required";
  DROP TYPE "public"."enum__dealership_settings_v_version_socials_network";
  DROP TYPE "public"."enum__dealership_settings_v_version_live_conditions";
  DROP TYPE "public"."enum__dealership_settings_v_version_unlock_required";`)
}
