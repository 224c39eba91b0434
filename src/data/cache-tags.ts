import type { Config } from '@/payload-types'

/**
 * A collection's or a global's slug, from the types Payload generates from the config
 * (src/payload-types.ts): the tag its change hooks announce and its readers are cached under.
 */
type Slug = keyof Config['collections'] | keyof Config['globals']

/**
 * The tags that are no single slug, each naming a group of collections or globals a page reads
 * together, so that an edit of any of them drops the group's cached reads.
 */
type GroupTag =
  /** Every page-copy global (src/globals/page-copy/define.ts): one tag for all the pages' words. */
  | 'page-copy'
  /** Trade-in questions and categories and the market guide: the questionnaire reads all three. */
  | 'trade-in'

/**
 * A cache tag. The admin's change hooks (src/collections/hooks/revalidate-tags.ts) and the cached
 * readers of src/data take only these, so a misspelt tag fails `npm run typecheck` instead of
 * silently dropping nothing on every instance (issue 36).
 */
export type CacheTag = Slug | GroupTag

/**
 * The tags the cached readers of src/data name (issues 5, 18): each a slug from the generated
 * types or one of the groups above, by the name a reader knows it (`experiments` is the
 * `experiment-definitions` collection).
 */
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
  experiments: 'experiment-definitions',
  pageCopy: 'page-copy',
  offerSettings: 'offer-settings',
  tradeIn: 'trade-in',
} as const satisfies Record<string, CacheTag>

/**
 * Lifetime of every cached read. Edits made through Payload reach every instance at once (Postgres
 * LISTEN/NOTIFY, decision 0227); this stays as the safety net for writes no hook sees (bulk seed
 * SQL, a restore, SQL by hand) and for notifications lost while a listener's connection is dead
 * and not yet noticed: no read is served more than one lifetime past it (docs/architecture.md
 * "Serving and caching").
 */
export const SHARED_CACHE_SECONDS = 10
