import { sql, type SQL } from 'drizzle-orm'
import type { SanitizedConfig } from 'payload'
import type { DealershipSetting, SiteSetting } from '@/payload-types'
import { globalJsonSql, type DocumentFields } from './document-json'
import { documentFieldsOf } from './config-fields'

/**
 * The public globals every page's shell reads (site_settings, dealership_settings, consent_settings,
 * navigation, page_metadata), each in Payload's document shape, in one statement (decision 0293).
 * Their fields are derived from the Payload config as it runs (decision 0305): a field renamed,
 * moved or added there is read here without a second list to keep. All five are read by anyone,
 * keep no drafts, and have no read hooks and no field access, so the stored row is what an
 * anonymous Local API read returns; tests/int/sql-reads-skip-nothing.int.test.ts fails the day one
 * of them gains any.
 */

/** Site settings, only the fields src/data/settings.ts getSiteSettings uses (decision 0275). */
export const SITE_SETTINGS_READ = [
  'siteName',
  'siteUrl',
  'description',
  'locale',
  'twitterHandle',
  'canonicalLowercase',
  'accentColor',
  'gtmId',
  'ga4Id',
  'metaPixelId',
  'adsCookieNames',
  'chatScriptUrl',
] as const satisfies readonly (keyof SiteSetting)[]

/** Dealership settings, only the fields src/data/settings.ts getDealershipSettings uses. */
export const DEALERSHIP_SETTINGS_READ = [
  'name',
  'phone',
  'servicePhone',
  'rating',
  'reviewCount',
  'itemsPerPage',
  'liveConditions',
  'unlockRequired',
  'documentaryFee',
] as const satisfies readonly (keyof DealershipSetting)[]

/**
 * The five globals: Payload slug, table, the statement's column for it, and the top-level fields
 * read (null: every field; consent settings, navigation and page metadata are read whole).
 */
export const SHELL_GLOBALS = [
  { slug: 'site-settings', table: 'site_settings', column: 'siteSettings', only: SITE_SETTINGS_READ },
  {
    slug: 'dealership-settings',
    table: 'dealership_settings',
    column: 'dealershipSettings',
    only: DEALERSHIP_SETTINGS_READ,
  },
  { slug: 'consent-settings', table: 'consent_settings', column: 'consentSettings', only: null },
  { slug: 'navigation', table: 'navigation', column: 'navigation', only: null },
  { slug: 'page-metadata', table: 'page_metadata', column: 'pageMetadata', only: null },
] as const

export type ShellGlobal = (typeof SHELL_GLOBALS)[number]
export type ShellGlobalColumn = ShellGlobal['column']

/** The configs' globals, as Payload's config holds them once sanitized. */
type Globals = Pick<SanitizedConfig, 'globals'>

/** The fields the statement reads of one shell global, derived from its config. */
export function shellGlobalFields(config: Globals, global: ShellGlobal): DocumentFields {
  const found = config.globals.find((g) => g.slug === global.slug)
  if (!found) throw new Error(`the Payload config has no global ${global.slug}`)
  return documentFieldsOf(found.fields, global.only ?? undefined, global.slug)
}

/** One row: the five globals as JSON columns, each null while its global was never saved. */
export function shellGlobalsSql(config: Globals): SQL {
  const columns = SHELL_GLOBALS.map(
    (g) => sql`${globalJsonSql(g.table, shellGlobalFields(config, g))} AS ${sql.raw(`"${g.column}"`)}`,
  )
  return sql`SELECT ${sql.join(columns, sql`, `)}`
}
