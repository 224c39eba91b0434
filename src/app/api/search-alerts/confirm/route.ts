import { confirmSavedSearch } from '@/services/saved-searches/confirm'
import { SAVED_SEARCH_PATHS } from '@/domain/saved-searches/paths'
import { getInventoryVocabulary } from '@/data/vehicles'
import { savedSearchReader } from '@/app/(frontend)/_inventory/saved-search-words'
import { confirmRoute, confirmingRequest } from '../../_alerts/routes'

export const dynamic = 'force-dynamic'

/**
 * POST /api/search-alerts/confirm (form field `token`): the "Turn on alerts" button of the page the
 * confirmation e-mail links to (issue 38, double opt-in; decision 0337). 303 back to the page, with
 * the search's address when it worked.
 */
export const POST = confirmRoute(SAVED_SEARCH_PATHS.confirmPage, async (payload, token, request) => {
  const read = savedSearchReader(await getInventoryVocabulary())
  const outcome = await confirmSavedSearch(payload, token, confirmingRequest(request), read)
  return outcome.ok ? { ok: true, leadJobId: outcome.leadJobId, shown: { search: outcome.searchUrl } } : { ok: false }
})
