import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_consent_settings_tier" AS ENUM('0', '1', '2', '3');
  CREATE TYPE "public"."enum_consent_settings_display_mode" AS ENUM('show', 'hide', 'force');
  CREATE TYPE "public"."enum__consent_settings_v_version_tier" AS ENUM('0', '1', '2', '3');
  CREATE TYPE "public"."enum__consent_settings_v_version_display_mode" AS ENUM('show', 'hide', 'force');
  CREATE TABLE "consent_settings_en_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"body" varchar NOT NULL
  );
  
  CREATE TABLE "consent_settings_es_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"body" varchar NOT NULL
  );
  
  CREATE TABLE "consent_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tier" "enum_consent_settings_tier" DEFAULT '3' NOT NULL,
  	"display_mode" "enum_consent_settings_display_mode" DEFAULT 'show' NOT NULL,
  	"lock_background" boolean DEFAULT false,
  	"en_banner_text" varchar DEFAULT 'We use cookies to run this site, remember your preferences, measure traffic and show relevant offers. Read our privacy policy to learn more.',
  	"en_banner_privacy_link_label" varchar DEFAULT 'privacy policy',
  	"en_dialog_title" varchar DEFAULT 'Cookie preferences',
  	"en_dialog_description" varchar DEFAULT 'Choose which cookies we may use. Essential cookies keep the site working and cannot be switched off.',
  	"en_dialog_language_label" varchar DEFAULT 'Language',
  	"en_dialog_close_label" varchar DEFAULT 'Close',
  	"en_categories_essential_name" varchar DEFAULT 'Essential',
  	"en_categories_essential_description" varchar DEFAULT 'Needed for the site to work: security, your cookie choices and the store you selected.',
  	"en_categories_essential_always_on" varchar DEFAULT 'Always on',
  	"en_categories_functional_name" varchar DEFAULT 'Functional',
  	"en_categories_functional_description" varchar DEFAULT 'Remember the details you give us so forms are pre-filled, and power features such as chat.',
  	"en_categories_analytics_name" varchar DEFAULT 'Analytics',
  	"en_categories_analytics_description" varchar DEFAULT 'Help us understand how visitors use the site so we can improve it.',
  	"en_categories_targeting_name" varchar DEFAULT 'Targeting',
  	"en_categories_targeting_description" varchar DEFAULT 'Let advertising partners show you relevant vehicle offers on other sites.',
  	"en_links_privacy_policy_label" varchar DEFAULT 'Privacy Policy',
  	"en_links_cookie_policy_label" varchar DEFAULT 'Cookie Policy',
  	"en_buttons_manage" varchar DEFAULT 'Manage',
  	"en_buttons_deny" varchar DEFAULT 'Deny tracking cookies',
  	"en_buttons_allow_all" varchar DEFAULT 'Allow all',
  	"en_buttons_accept_all" varchar DEFAULT 'Accept all',
  	"en_buttons_close_continue" varchar DEFAULT 'Close & Continue',
  	"en_buttons_save_continue" varchar DEFAULT 'Save & Continue',
  	"es_banner_text" varchar DEFAULT 'Usamos cookies para que este sitio funcione, recordar sus preferencias, medir el tráfico y mostrarle ofertas relevantes. Lea nuestra política de privacidad para saber más.',
  	"es_banner_privacy_link_label" varchar DEFAULT 'política de privacidad',
  	"es_dialog_title" varchar DEFAULT 'Preferencias de cookies',
  	"es_dialog_description" varchar DEFAULT 'Elija qué cookies podemos usar. Las cookies esenciales mantienen el sitio funcionando y no se pueden desactivar.',
  	"es_dialog_language_label" varchar DEFAULT 'Idioma',
  	"es_dialog_close_label" varchar DEFAULT 'Cerrar',
  	"es_categories_essential_name" varchar DEFAULT 'Esenciales',
  	"es_categories_essential_description" varchar DEFAULT 'Necesarias para que el sitio funcione: seguridad, sus preferencias de cookies y la tienda elegida.',
  	"es_categories_essential_always_on" varchar DEFAULT 'Siempre activas',
  	"es_categories_functional_name" varchar DEFAULT 'Funcionales',
  	"es_categories_functional_description" varchar DEFAULT 'Recuerdan los datos que nos da para rellenar los formularios y permiten funciones como el chat.',
  	"es_categories_analytics_name" varchar DEFAULT 'Analíticas',
  	"es_categories_analytics_description" varchar DEFAULT 'Nos ayudan a entender cómo se usa el sitio para poder mejorarlo.',
  	"es_categories_targeting_name" varchar DEFAULT 'Publicidad',
  	"es_categories_targeting_description" varchar DEFAULT 'Permiten a nuestros socios publicitarios mostrarle ofertas de vehículos relevantes en otros sitios.',
  	"es_links_privacy_policy_label" varchar DEFAULT 'Política de privacidad',
  	"es_links_cookie_policy_label" varchar DEFAULT 'Política de cookies',
  	"es_buttons_manage" varchar DEFAULT 'Gestionar',
  	"es_buttons_deny" varchar DEFAULT 'Rechazar cookies de seguimiento',
  	"es_buttons_allow_all" varchar DEFAULT 'Permitir todo',
  	"es_buttons_accept_all" varchar DEFAULT 'Aceptar todo',
  	"es_buttons_close_continue" varchar DEFAULT 'Cerrar y continuar',
  	"es_buttons_save_continue" varchar DEFAULT 'Guardar y continuar',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_consent_settings_v_version_en_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"body" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_consent_settings_v_version_es_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"body" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_consent_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_tier" "enum__consent_settings_v_version_tier" DEFAULT '3' NOT NULL,
  	"version_display_mode" "enum__consent_settings_v_version_display_mode" DEFAULT 'show' NOT NULL,
  	"version_lock_background" boolean DEFAULT false,
  	"version_en_banner_text" varchar DEFAULT 'We use cookies to run this site, remember your preferences, measure traffic and show relevant offers. Read our privacy policy to learn more.',
  	"version_en_banner_privacy_link_label" varchar DEFAULT 'privacy policy',
  	"version_en_dialog_title" varchar DEFAULT 'Cookie preferences',
  	"version_en_dialog_description" varchar DEFAULT 'Choose which cookies we may use. Essential cookies keep the site working and cannot be switched off.',
  	"version_en_dialog_language_label" varchar DEFAULT 'Language',
  	"version_en_dialog_close_label" varchar DEFAULT 'Close',
  	"version_en_categories_essential_name" varchar DEFAULT 'Essential',
  	"version_en_categories_essential_description" varchar DEFAULT 'Needed for the site to work: security, your cookie choices and the store you selected.',
  	"version_en_categories_essential_always_on" varchar DEFAULT 'Always on',
  	"version_en_categories_functional_name" varchar DEFAULT 'Functional',
  	"version_en_categories_functional_description" varchar DEFAULT 'Remember the details you give us so forms are pre-filled, and power features such as chat.',
  	"version_en_categories_analytics_name" varchar DEFAULT 'Analytics',
  	"version_en_categories_analytics_description" varchar DEFAULT 'Help us understand how visitors use the site so we can improve it.',
  	"version_en_categories_targeting_name" varchar DEFAULT 'Targeting',
  	"version_en_categories_targeting_description" varchar DEFAULT 'Let advertising partners show you relevant vehicle offers on other sites.',
  	"version_en_links_privacy_policy_label" varchar DEFAULT 'Privacy Policy',
  	"version_en_links_cookie_policy_label" varchar DEFAULT 'Cookie Policy',
  	"version_en_buttons_manage" varchar DEFAULT 'Manage',
  	"version_en_buttons_deny" varchar DEFAULT 'Deny tracking cookies',
  	"version_en_buttons_allow_all" varchar DEFAULT 'Allow all',
  	"version_en_buttons_accept_all" varchar DEFAULT 'Accept all',
  	"version_en_buttons_close_continue" varchar DEFAULT 'Close & Continue',
  	"version_en_buttons_save_continue" varchar DEFAULT 'Save & Continue',
  	"version_es_banner_text" varchar DEFAULT 'Usamos cookies para que este sitio funcione, recordar sus preferencias, medir el tráfico y mostrarle ofertas relevantes. Lea nuestra política de privacidad para saber más.',
  	"version_es_banner_privacy_link_label" varchar DEFAULT 'política de privacidad',
  	"version_es_dialog_title" varchar DEFAULT 'Preferencias de cookies',
  	"version_es_dialog_description" varchar DEFAULT 'Elija qué cookies podemos usar. Las cookies esenciales mantienen el sitio funcionando y no se pueden desactivar.',
  	"version_es_dialog_language_label" varchar DEFAULT 'Idioma',
  	"version_es_dialog_close_label" varchar DEFAULT 'Cerrar',
  	"version_es_categories_essential_name" varchar DEFAULT 'Esenciales',
  	"version_es_categories_essential_description" varchar DEFAULT 'Necesarias para que el sitio funcione: seguridad, sus preferencias de cookies y la tienda elegida.',
  	"version_es_categories_essential_always_on" varchar DEFAULT 'Siempre activas',
  	"version_es_categories_functional_name" varchar DEFAULT 'Funcionales',
  	"version_es_categories_functional_description" varchar DEFAULT 'Recuerdan los datos que nos da para rellenar los formularios y permiten funciones como el chat.',
  	"version_es_categories_analytics_name" varchar DEFAULT 'Analíticas',
  	"version_es_categories_analytics_description" varchar DEFAULT 'Nos ayudan a entender cómo se usa el sitio para poder mejorarlo.',
  	"version_es_categories_targeting_name" varchar DEFAULT 'Publicidad',
  	"version_es_categories_targeting_description" varchar DEFAULT 'Permiten a nuestros socios publicitarios mostrarle ofertas de vehículos relevantes en otros sitios.',
  	"version_es_links_privacy_policy_label" varchar DEFAULT 'Política de privacidad',
  	"version_es_links_cookie_policy_label" varchar DEFAULT 'Política de cookies',
  	"version_es_buttons_manage" varchar DEFAULT 'Gestionar',
  	"version_es_buttons_deny" varchar DEFAULT 'Rechazar cookies de seguimiento',
  	"version_es_buttons_allow_all" varchar DEFAULT 'Permitir todo',
  	"version_es_buttons_accept_all" varchar DEFAULT 'Aceptar todo',
  	"version_es_buttons_close_continue" varchar DEFAULT 'Cerrar y continuar',
  	"version_es_buttons_save_continue" varchar DEFAULT 'Guardar y continuar',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "consent_settings_en_sections" ADD CONSTRAINT "consent_settings_en_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."consent_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consent_settings_es_sections" ADD CONSTRAINT "consent_settings_es_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."consent_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_consent_settings_v_version_en_sections" ADD CONSTRAINT "_consent_settings_v_version_en_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_consent_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_consent_settings_v_version_es_sections" ADD CONSTRAINT "_consent_settings_v_version_es_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_consent_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "consent_settings_en_sections_order_idx" ON "consent_settings_en_sections" USING btree ("_order");
  CREATE INDEX "consent_settings_en_sections_parent_id_idx" ON "consent_settings_en_sections" USING btree ("_parent_id");
  CREATE INDEX "consent_settings_es_sections_order_idx" ON "consent_settings_es_sections" USING btree ("_order");
  CREATE INDEX "consent_settings_es_sections_parent_id_idx" ON "consent_settings_es_sections" USING btree ("_parent_id");
  CREATE INDEX "_consent_settings_v_version_en_sections_order_idx" ON "_consent_settings_v_version_en_sections" USING btree ("_order");
  CREATE INDEX "_consent_settings_v_version_en_sections_parent_id_idx" ON "_consent_settings_v_version_en_sections" USING btree ("_parent_id");
  CREATE INDEX "_consent_settings_v_version_es_sections_order_idx" ON "_consent_settings_v_version_es_sections" USING btree ("_order");
  CREATE INDEX "_consent_settings_v_version_es_sections_parent_id_idx" ON "_consent_settings_v_version_es_sections" USING btree ("_parent_id");
  CREATE INDEX "_consent_settings_v_created_at_idx" ON "_consent_settings_v" USING btree ("created_at");
  CREATE INDEX "_consent_settings_v_updated_at_idx" ON "_consent_settings_v" USING btree ("updated_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "consent_settings_en_sections" CASCADE;
  DROP TABLE "consent_settings_es_sections" CASCADE;
  DROP TABLE "consent_settings" CASCADE;
  DROP TABLE "_consent_settings_v_version_en_sections" CASCADE;
  DROP TABLE "_consent_settings_v_version_es_sections" CASCADE;
  DROP TABLE "_consent_settings_v" CASCADE;
  DROP TYPE "public"."enum_consent_settings_tier";
  DROP TYPE "public"."enum_consent_settings_display_mode";
  DROP TYPE "public"."enum__consent_settings_v_version_tier";
  DROP TYPE "public"."enum__consent_settings_v_version_display_mode";`)
}
