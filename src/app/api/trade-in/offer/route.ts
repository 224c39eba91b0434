import { payloadClient } from '@/data/payload'
import { env } from '@/config/env'
import { isSameOrigin, readBody } from '@/server/http/request'
import { publicOffer, quoteOffer } from '@/services/trade-in/quote'
import { userHasRole } from '@/access/roles'
import { requestStaff } from '@/services/staff-auth/request-staff'
import { NO_STORE, unavailable } from '@/server/http/responses'

export const dynamic = 'force-dynamic'

const BODY_LIMIT = 32 * 1024

/**
 * POST /api/trade-in/offer { vehicle, answers[, preview] } -> the instant offer (issue 7).
 * 422 with the field named for bad input; 413; 503 when the database is away; never a 500.
 * With `preview: true`, a signed-in manager gets the published and the draft offer with traces.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isSameOrigin(request.headers, env().PUBLIC_URL))
    return Response.json({ error: 'Cross-site request refused' }, { status: 403, headers: NO_STORE })
  const body = await readBody(request, BODY_LIMIT)
  if (!body.ok) return Response.json({ error: 'Request too large' }, { status: 413, headers: NO_STORE })
  let input: Record<string, unknown>
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(body.bytes))
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object')
    input = parsed as Record<string, unknown>
  } catch {
    return Response.json({ error: 'Send a JSON object with vehicle and answers.' }, { status: 400, headers: NO_STORE })
  }
  try {
    const payload = await payloadClient()
    const now = new Date()
    if (input.preview === true) {
      const staff = await requestStaff(payload, request.headers)
      if (!staff.open || !userHasRole(staff.user, ['manager']))
        return Response.json({ error: 'Managers only' }, { status: 403, headers: NO_STORE })
      const [published, draft] = await Promise.all([
        quoteOffer(payload, input, now),
        quoteOffer(payload, input, now, { draft: true }),
      ])
      if (!published.ok)
        return Response.json({ fieldErrors: published.fieldErrors }, { status: 422, headers: NO_STORE })
      return Response.json(
        { published: published.ok ? published.offer : published, draft: draft.ok ? draft.offer : draft },
        { headers: NO_STORE },
      )
    }
    const result = await quoteOffer(payload, input, now)
    if (!result.ok) return Response.json({ fieldErrors: result.fieldErrors }, { status: 422, headers: NO_STORE })
    return Response.json(publicOffer(result.offer), { headers: NO_STORE })
  } catch (err) {
    // The engine never throws on stored data; what lands here is the database being away.
    console.error('[trade-in offer]', err)
    return unavailable({ error: 'Offers are unavailable for a moment. Please try again.' })
  }
}
