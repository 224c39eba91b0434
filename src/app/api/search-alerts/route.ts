import { acceptSavedSearchRequest } from '@/services/saved-searches/accept-request'
import { getInventoryVocabulary } from '@/data/vehicles'
import { savedSearchReader } from '@/app/(frontend)/_inventory/saved-search-words'
import { requestRoute } from '../_alerts/routes'

export const dynamic = 'force-dynamic'

/**
 * POST /api/search-alerts { searchUrl, email, sendToSales } (issue 38; decision 0337): 202 when
 * the confirmation e-mail is queued, 422 with field errors in the spec's words (or for an address
 * that is no results page), 400, 403, 413, 429, 503.
 */
export const POST = requestRoute(async (payload, request, now) =>
  acceptSavedSearchRequest(payload, request, now, savedSearchReader(await getInventoryVocabulary())),
)
