import { unsubscribeSavedSearch } from '@/services/saved-searches/unsubscribe'
import { SAVED_SEARCH_PATHS } from '@/domain/saved-searches/paths'
import { unsubscribeRoutes } from '../../_alerts/routes'

export const dynamic = 'force-dynamic'

/** The List-Unsubscribe address of every saved-search e-mail (issue 38; decision 0337): one-click POST, or GET to the page. */
const routes = unsubscribeRoutes(
  SAVED_SEARCH_PATHS.unsubscribePage,
  'You will get no more e-mails about this saved search.',
  async (payload, token, now) =>
    (await unsubscribeSavedSearch(payload, token, now)).ok ? { ok: true, shown: {} } : { ok: false },
)

export const POST = routes.POST
export const GET = routes.GET
