import { payloadClient } from '@/data/payload'
import { lookupVin } from '@/services/vin-decoder/lookup'
import { unavailable } from '@/server/http/responses'

export const dynamic = 'force-dynamic'

/**
 * GET /api/vin/{vin} (issue 7 "Identifying the vehicle", decision 0015): the trade-in form's VIN
 * entry. 200 decoded vehicle, 400 bad VIN or check digit, 404 undecodable, 429 rate limited,
 * 503 when the decoder or the database is away; never a 500.
 */
export async function GET(request: Request, { params }: { params: Promise<{ vin: string }> }): Promise<Response> {
  const { vin } = await params
  try {
    const result = await lookupVin(await payloadClient(), request.headers, vin)
    const headers: Record<string, string> = {
      'Cache-Control': result.status === 200 ? 'private, max-age=3600' : 'no-store',
    }
    if (result.retryAfterSeconds) headers['Retry-After'] = String(result.retryAfterSeconds)
    return Response.json(result.body, { status: result.status, headers })
  } catch (err) {
    console.error('[vin decode]', err)
    return unavailable({ error: 'VIN look-up is unavailable for a moment. Choose the year, make and model.' })
  }
}
