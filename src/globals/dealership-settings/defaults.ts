/**
 * Dealership settings' defaults for required fields: the admin's starting values, and what the site
 * uses while the global was never saved (src/data/settings.ts).
 */
export const DEALERSHIP_DEFAULTS = {
  itemsPerPage: 24,
  liveConditions: ['used'],
  documentaryFee: 367.7,
} as const
