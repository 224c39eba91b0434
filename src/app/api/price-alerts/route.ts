import { payloadWithWorker } from '@/services/leads/worker'
import { nudgeLeadDelivery } from '@/services/leads/delivery-pacer'
import { acceptPriceAlertRequest } from '@/services/price-alerts/accept-request'

export const dynamic = 'force-dynamic'

/**
 * POST /api/price-alerts { vin, email, sendToSales } (issue 21; decision 0270): 202 when the
 * confirmation e-mail is queued (the same answer for an address that already gets alerts), 422 with
 * field errors in the spec's words, 400, 403, 413, 429, 503. The e-mail goes out through the lead
 * delivery queue; the answer nudges this process's worker.
 */
export async function POST(request: Request): Promise<Response> {
  let payload
  try {
    payload = await payloadWithWorker()
  } catch {
    return Response.json({ error: 'Service unavailable' }, { status: 503, headers: { 'Retry-After': '5' } })
  }
  const result = await acceptPriceAlertRequest(payload, request, new Date())
  if (result.jobId !== undefined) nudgeLeadDelivery(payload)
  return Response.json(result.body, {
    status: result.status,
    headers: { 'Cache-Control': 'no-store', ...result.headers },
  })
}
