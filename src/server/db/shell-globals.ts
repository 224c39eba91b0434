import { sql, type SQL } from 'drizzle-orm'
import { arrayOf, globalJsonSql, type DocumentFields } from './document-json'

/**
 * The public globals every page's shell reads (site_settings, dealership_settings, consent_settings,
 * navigation, page_metadata), each in Payload's document shape and with only the fields the site
 * uses, in one statement (decision 0293). All five are read by anyone, keep no drafts and hide no
 * field, so the stored row is what an anonymous Local API read returns.
 */

/** Site settings: src/data/settings.ts getSiteSettings. */
export const SITE_SETTINGS_FIELDS = {
  siteName: 'value',
  siteUrl: 'value',
  description: 'value',
  locale: 'value',
  twitterHandle: 'value',
  canonicalLowercase: 'value',
  accentColor: 'value',
  gtmId: 'value',
  ga4Id: 'value',
  metaPixelId: 'value',
  chatScriptUrl: 'value',
} as const satisfies DocumentFields

/** Dealership settings: src/data/settings.ts getDealershipSettings. */
export const DEALERSHIP_SETTINGS_FIELDS = {
  name: 'value',
  phone: 'value',
  servicePhone: 'value',
  rating: 'number',
  reviewCount: 'number',
  itemsPerPage: 'number',
  liveConditions: 'values',
  unlockRequired: 'values',
  documentaryFee: 'number',
} as const satisfies DocumentFields

const category = { name: 'value', description: 'value' } as const
const consentTexts = {
  banner: { text: 'value', privacyLinkLabel: 'value' },
  dialog: { title: 'value', description: 'value', languageLabel: 'value', closeLabel: 'value' },
  categories: {
    essential: { ...category, alwaysOn: 'value' },
    functional: category,
    analytics: category,
    targeting: category,
  },
  sections: arrayOf({ title: 'value', body: 'value' }),
  links: { privacyPolicyLabel: 'value', cookiePolicyLabel: 'value' },
  buttons: {
    manage: 'value',
    deny: 'value',
    allowAll: 'value',
    acceptAll: 'value',
    closeContinue: 'value',
    saveContinue: 'value',
  },
} as const satisfies DocumentFields

/** Consent settings, every field (src/domain/consent/settings.ts consentConfigFromDoc reads them all). */
export const CONSENT_SETTINGS_FIELDS = {
  tier: 'value',
  displayMode: 'value',
  lockBackground: 'value',
  en: consentTexts,
  es: consentTexts,
} as const satisfies DocumentFields

const menuItem = { name: 'value', href: 'value', description: 'value' } as const

/** Navigation, every field: src/data/navigation.ts getMenus. */
export const NAVIGATION_FIELDS = {
  header: arrayOf({ ...menuItem, children: arrayOf(menuItem) }),
  footer: arrayOf({ ...menuItem, children: arrayOf(menuItem) }),
  line: arrayOf(menuItem),
} as const satisfies DocumentFields

/** Page metadata, every field: src/data/seo.ts. */
export const PAGE_METADATA_FIELDS = {
  pages: arrayOf({ page: 'value', title: 'value', description: 'value', noindex: 'value' }),
} as const satisfies DocumentFields

/** The five globals: Payload slug, table, the statement's column for it, and its fields. */
export const SHELL_GLOBALS = [
  { slug: 'site-settings', table: 'site_settings', column: 'siteSettings', fields: SITE_SETTINGS_FIELDS },
  {
    slug: 'dealership-settings',
    table: 'dealership_settings',
    column: 'dealershipSettings',
    fields: DEALERSHIP_SETTINGS_FIELDS,
  },
  { slug: 'consent-settings', table: 'consent_settings', column: 'consentSettings', fields: CONSENT_SETTINGS_FIELDS },
  { slug: 'navigation', table: 'navigation', column: 'navigation', fields: NAVIGATION_FIELDS },
  { slug: 'page-metadata', table: 'page_metadata', column: 'pageMetadata', fields: PAGE_METADATA_FIELDS },
] as const

export type ShellGlobalColumn = (typeof SHELL_GLOBALS)[number]['column']

/** One row: the five globals as JSON columns, each null while its global was never saved. */
export function shellGlobalsSql(): SQL {
  const columns = SHELL_GLOBALS.map((g) => sql`${globalJsonSql(g.table, g.fields)} AS ${sql.raw(`"${g.column}"`)}`)
  return sql`SELECT ${sql.join(columns, sql`, `)}`
}
