import { payloadWithWorker } from '@/services/leads/worker'
import { nudgeLeadDelivery } from '@/services/leads/delivery-pacer'
import { acceptPriceAlertRequest } from '@/services/price-alerts/accept-request'
import { PRICE_ALERT_MESSAGES } from '@/domain/price-alerts/request-schema'
import { NO_STORE, unavailable } from '@/server/http/responses'

export const dynamic = 'force-dynamic'

/**
 * POST /api/price-alerts { vin, email, sendToSales } (issue 21; decision 0270): 202 when the
 * confirmation e-mail is queued (the same answer for an address that already gets alerts), 422 with
 * field errors in the spec's words, 400, 403, 413, 429, 503. The e-mail goes out through the lead
 * delivery queue; the answer nudges this process's worker.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    const payload = await payloadWithWorker()
    const result = await acceptPriceAlertRequest(payload, request, new Date())
    if (result.jobId !== undefined) nudgeLeadDelivery(payload)
    return Response.json(result.body, {
      status: result.status,
      headers: { ...NO_STORE, ...result.headers },
    })
  } catch {
    // Payload could not start, or the client went away mid-body: never a 500.
    return unavailable({ error: PRICE_ALERT_MESSAGES.failed })
  }
}
