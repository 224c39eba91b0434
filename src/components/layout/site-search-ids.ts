/**
 * The ids that tie the header search's server-rendered combobox (site-header.tsx) to the code that
 * brings it to life on first focus (search-suggestions.client.tsx; issue 38, decision 0333).
 */
export const SITE_SEARCH_IDS = {
  input: 'site-search-q',
  listbox: 'site-search-suggestions',
  status: 'site-search-status',
} as const
