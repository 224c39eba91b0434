/** Cache tags, one per collection or global; the admin's change hooks drop them on every instance (issues 5, 18). */
export const TAGS = {
  locations: 'locations',
  vehicles: 'vehicles',
  dealershipSettings: 'dealership-settings',
  siteSettings: 'site-settings',
  promotions: 'promotions',
  reviews: 'reviews',
  faqs: 'faqs',
  articles: 'articles',
  staff: 'staff',
  bodyStyles: 'body-styles',
  searchPages: 'search-pages',
  redirects: 'redirects',
  pages: 'pages',
  navigation: 'navigation',
  pageMetadata: 'page-metadata',
  financeSettings: 'finance-settings',
  consentSettings: 'consent-settings',
  popups: 'popups',
  experiments: 'experiments',
  pageCopy: 'page-copy',
  offerSettings: 'offer-settings',
  tradeIn: 'trade-in',
} as const

/**
 * Lifetime of every cached read. Edits made through Payload reach every instance at once (Postgres
 * LISTEN/NOTIFY, decision 0227); this stays as the safety net for writes no hook sees (bulk seed
 * SQL, a restore, SQL by hand) and for notifications lost while a listener's connection is dead
 * and not yet noticed: no read is served more than one lifetime past it (decision 0110).
 */
export const SHARED_CACHE_SECONDS = 10
