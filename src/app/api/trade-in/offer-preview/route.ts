import { payloadClient } from '@/data/payload'
import { env } from '@/config/env'
import { isSameOrigin, readBody } from '@/server/http/request'
import { previewSamples } from '@/services/trade-in/preview-samples'
import { previewRequestSchema } from '@/domain/trade-in/preview-samples'
import { userHasRole } from '@/access/roles'
import { requestStaff } from '@/services/staff-auth/request-staff'
import { NO_STORE, unavailable } from '@/server/http/responses'

export const dynamic = 'force-dynamic'

const BODY_LIMIT = 256 * 1024

/**
 * POST /api/trade-in/offer-preview { edit? } -> the sample trade-ins priced with the published
 * settings and with the drafts plus the document on screen, traces included (issue 20). Managers
 * only; nothing is saved.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isSameOrigin(request.headers, env().PUBLIC_URL))
    return Response.json({ error: 'Cross-site request refused' }, { status: 403, headers: NO_STORE })
  const body = await readBody(request, BODY_LIMIT)
  if (!body.ok) return Response.json({ error: 'Request too large' }, { status: 413, headers: NO_STORE })
  let input: unknown
  try {
    input = JSON.parse(new TextDecoder().decode(body.bytes))
  } catch {
    return Response.json({ error: 'Send a JSON object.' }, { status: 400, headers: NO_STORE })
  }
  try {
    const payload = await payloadClient()
    const staff = await requestStaff(payload, request.headers)
    if (!staff.open || !userHasRole(staff.user, ['manager']))
      return Response.json({ error: 'Managers only' }, { status: 403, headers: NO_STORE })
    const parsed = previewRequestSchema.safeParse(input)
    if (!parsed.success)
      return Response.json(
        { error: 'Send { edit: { kind, doc } } as the admin form holds it.' },
        { status: 422, headers: NO_STORE },
      )
    return Response.json(
      { samples: await previewSamples(payload, parsed.data.edit, new Date()) },
      { headers: NO_STORE },
    )
  } catch (err) {
    console.error('[trade-in offer preview]', err)
    return unavailable({ error: 'The preview is unavailable for a moment. Please try again.' })
  }
}
