import { env } from '@/config/env'
import { isSameOrigin } from '@/server/http/request'
import { clientAddress } from '@/server/http/client-address'
import { payloadWithWorker } from '@/services/leads/worker'
import { nudgeLeadDelivery } from '@/services/leads/delivery-pacer'
import { confirmPriceAlert } from '@/services/price-alerts/confirm'
import { requestIdOf } from '@/server/http/request-id.mjs'
import { CONFIRM_PAGE } from '@/domain/price-alerts/paths'
import { formFields, seeOther } from '@/server/http/form-fields'
import { unavailable } from '@/server/http/responses'

export const dynamic = 'force-dynamic'

/**
 * POST /api/price-alerts/confirm (form field `token`): the "Turn on alerts" button of the page the
 * confirmation e-mail links to (issue 21, double opt-in; decision 0270). Only a POST from this site
 * confirms; opening the link (a person or a mail scanner) changes nothing. Answers 303 to the page
 * with the result; 403 cross-site, 413 for a body over 4 kB, 503 when the database fails.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isSameOrigin(request.headers, env().PUBLIC_URL))
    return Response.json({ error: 'Cross-origin requests are not accepted.' }, { status: 403 })
  try {
    const fields = await formFields(request)
    if (fields === 'too-large') return Response.json({ error: 'The request is too large.' }, { status: 413 })
    const payload = await payloadWithWorker()
    const outcome = await confirmPriceAlert(
      payload,
      fields.get('token'),
      new Date(),
      clientAddress(request.headers),
      requestIdOf(request.headers),
    )
    if (!outcome.ok) return seeOther(`${CONFIRM_PAGE}?result=invalid`)
    if (outcome.leadJobId !== null) nudgeLeadDelivery(payload)
    return seeOther(`${CONFIRM_PAGE}?result=on&vin=${encodeURIComponent(outcome.vin)}`)
  } catch {
    return unavailable({ error: 'We could not confirm right now. Please try again.' })
  }
}
