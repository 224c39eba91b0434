import { currentBuildId } from '@/services/version/build-id'
import { NO_STORE } from '@/server/http/responses'

export const dynamic = 'force-dynamic'

/**
 * GET /builds/latest.json (visitor-layer.md section 7): the build identifier the browser polls. A
 * page loaded from an older build sees a different id and makes its next navigation a full load.
 */
export function GET(): Response {
  return Response.json({ buildId: currentBuildId() }, { headers: NO_STORE })
}
