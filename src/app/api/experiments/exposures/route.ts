import { env } from '@/config/env'
import { COOKIES } from '@/config/cookies'
import { getActiveExperiments } from '@/data/experiments'
import { payloadClient } from '@/data/payload'
import { validExposures } from '@/domain/experiments'
import { isSameOrigin, readBody } from '@/server/http/request'
import { requestCookies } from '@/server/http/cookies'
import { recordExposures } from '@/services/experiments/exposures'
import { usableProfile } from '@/domain/profile/usable'
import { NO_STORE, unavailable } from '@/server/http/responses'

export const dynamic = 'force-dynamic'

/**
 * POST /api/experiments/exposures { assignments: [{ experiment, variant }] } (issue 15; decision
 * 0176): the variants this browser was just shown, recorded once per visitor and experiment. The
 * visitor is the profile's uniqueUserId, read from the cookie, only under functional consent;
 * without it nothing is recorded. Answers { recorded }: the exposures that were new, which the
 * browser then reports to the dataLayer and the pixel once.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isSameOrigin(request.headers, env().PUBLIC_URL))
    return Response.json({ error: 'Cross-origin requests are not accepted.' }, { status: 403, headers: NO_STORE })
  const read = await readBody(request, 4096)
  if (!read.ok) return Response.json({ error: 'The request is too large.' }, { status: 413, headers: NO_STORE })
  let body: unknown
  try {
    body = JSON.parse(new TextDecoder().decode(read.bytes))
  } catch {
    return Response.json({ error: 'The request is not valid JSON.' }, { status: 400, headers: NO_STORE })
  }
  const profile = usableProfile(requestCookies(request.headers)[COOKIES.profile])
  const visitorId = profile.uniqueUserId
  if (!visitorId) return Response.json({ recorded: [] }, { headers: NO_STORE })
  try {
    const claimed =
      typeof body === 'object' && body !== null ? (body as { assignments?: unknown }).assignments : undefined
    const exposures = validExposures(claimed, await getActiveExperiments())
    const recorded = await recordExposures(await payloadClient(), visitorId, exposures, new Date())
    return Response.json({ recorded }, { headers: NO_STORE })
  } catch (err) {
    console.error('[experiment exposures]', err)
    return unavailable({ error: 'Not recorded right now.' })
  }
}
