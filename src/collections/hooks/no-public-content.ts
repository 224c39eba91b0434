/**
 * The collections and globals whose changes need not reach the site's caches, each with its reason
 * (issue 35). Every other collection announces its changes and deletes, and every other global its
 * changes, to every instance (revalidate-tags.ts); tests/int/cache-invalidation-coverage.int.test.ts
 * walks the Payload config and fails on any that does not, and on a name here that no longer exists.
 */
export const NO_PUBLIC_CONTENT: Readonly<Record<string, string>> = {
  // Collections
  users: 'staff accounts: no page shows them (the team page reads the Staff collection)',
  leads: 'what shoppers sent: private, shown in the admin only, never cached',
  'lead-messages': 'e-mails and texts of a lead: private, admin only',
  resumes: 'private files of the careers form, served only through the access-checked file route',
  'credit-applications': 'private credit data, admin only',
  'credit-data-reveals': 'the audit of who opened credit data: admin only',
  'price-alert-subscriptions': "a shopper's own alerts: private, read per request, never cached",
  'price-alert-notices': 'the record of alerts sent: private, admin only',
  'saved-searches': "a shopper's saved searches and address: private, read per request, never cached",
  'saved-search-alerts': 'the record of saved-search e-mails sent: private, admin only',
  'saved-search-matches': 'which vehicles each saved search was told of: private, admin only',
  'saved-search-arrivals': 'the working queue of vehicles to match against the saved searches: server only',
  'csv-imports': 'import jobs: the vehicles an import writes announce themselves (Vehicles hooks)',
  'experiment-exposures': 'counts of who saw which variant: admin reports only',
  'popup-stats': 'popup view and click counters: admin reports only',
  'cache-invalidations': 'the announcements themselves (decision 0227)',
  'audit-events': 'the audit log of staff actions: admin only, never shown on the site',
  'second-factor-passes': 'hashes of the browsers that passed the second factor: server only',
  'web-vitals': 'Core Web Vitals counts of real visits: the Site speed report in the admin only (decision 0325)',
  'web-vitals-alerts': 'which slow-page episodes the managers were e-mailed about: server only (decision 0325)',
  // Globals
  'email-routing': 'where lead e-mails go: read when a lead is delivered, never shown on the site',
  'sign-in-security': 'which staff roles need a second factor: read per staff request, never on the site',
  'data-retention': 'how long personal data is kept: read by the nightly disposal only',
  'payload-jobs-stats': "Payload's own record of scheduled jobs (the nightly disposal): no content",
}
