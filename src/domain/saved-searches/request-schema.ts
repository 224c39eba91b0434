import { z } from 'zod'
import { ALERT_REQUEST_MESSAGES, alertRequestFields, parseAlertRequest } from '../alerts/request-fields'
import { MAX_SEARCH_URL_LENGTH } from './search-url'

/**
 * "Save this search" (issue 38; decision 0337), ONE schema for the form on every results page and
 * for POST /api/search-alerts (ARCHITECTURE.md convention 4): the results page's address, and what
 * every alert request asks (../alerts/request-fields.ts). Whether the address is a search the
 * inventory can answer is the route's check, with the inventory's own words (search-url.ts).
 */
export const SAVED_SEARCH_MESSAGES = {
  ...ALERT_REQUEST_MESSAGES,
  // OURS: the spec has no wording for this.
  search: 'We could not save this search. Please open it again from the search page and try once more.',
} as const

export const savedSearchRequestSchema = z.object({
  searchUrl: z
    .string({ error: SAVED_SEARCH_MESSAGES.search })
    .trim()
    .min(1, { error: SAVED_SEARCH_MESSAGES.search })
    .max(MAX_SEARCH_URL_LENGTH, { error: SAVED_SEARCH_MESSAGES.search })
    .regex(/^\/(?!\/)/, { error: SAVED_SEARCH_MESSAGES.search }),
  ...alertRequestFields,
})

export type SavedSearchRequest = z.output<typeof savedSearchRequestSchema>

export function parseSavedSearchRequest(body: unknown) {
  return parseAlertRequest(savedSearchRequestSchema, body)
}
