/** Cache tags, one per collection or global; the admin's afterChange hooks drop them (issue 5). */
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
} as const

/** Upper bound on staleness when another instance made the change (scale-out, issue 9). */
export const SHARED_CACHE_SECONDS = 10
