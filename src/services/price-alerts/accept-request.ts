import type { Payload } from 'payload'
import { env } from '@/config/env'
import { isHoneypotTripped } from '@/domain/leads/parse-lead'
import { PRICE_ALERT_MESSAGES, parsePriceAlertRequest } from '@/domain/price-alerts/request-schema'
import { JSON_BODY_LIMIT, isSameOrigin, readBody } from '@/server/http/request'
import { clientRateKey } from '@/server/http/client-address'
import { hitRateLimit } from '@/server/rate-limit'
import { execute } from '@/server/db/execute'
import { requestSubscriptionSql } from '@/server/db/price-alerts'
import { hashToken, newSeed } from '@/server/link-tokens'
import { CONFIRMATION_JOB } from './queue'
import { alertVehicle, dealership } from './vehicle-facts'
import { RETRY_SOON } from '@/server/http/responses'

/**
 * POST /api/price-alerts { vin, email, sendToSales } as a function of the request (issue 21;
 * decision 0270), checked like every public form post (decision 0020): same origin, at most 64 kB
 * (413), JSON (400), the form's own zod schema with the spec's e-mail message (422), then the
 * per-client limit and a limit per address (429), so nobody can fill a stranger's inbox with
 * confirmation e-mails. The subscription and its confirmation job are one statement. Every
 * accepted request answers the same, whether or not the address already gets alerts: the answer
 * tells nobody what someone else subscribed to. Only a database failure is a 503, never a 500.
 */
export type RequestResult = {
  status: 202 | 400 | 403 | 413 | 422 | 429 | 503
  body: Record<string, unknown>
  headers?: Record<string, string>
  jobId?: number
}

/** Confirmation e-mails one address may be sent per window, whoever asks. */
export const REQUESTS_PER_ADDRESS = 5

export async function acceptPriceAlertRequest(payload: Payload, request: Request, now: Date): Promise<RequestResult> {
  const config = env()
  if (!isSameOrigin(request.headers, config.PUBLIC_URL))
    return { status: 403, body: { error: 'Cross-origin requests are not accepted.' } }
  const read = await readBody(request, JSON_BODY_LIMIT)
  if (!read.ok) return { status: 413, body: { error: 'The request is too large.' } }
  let body: unknown
  try {
    body = JSON.parse(new TextDecoder().decode(read.bytes))
  } catch {
    return { status: 400, body: { error: 'The request is not valid JSON.' } }
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { status: 400, body: { error: 'The request is not valid JSON.' } }
  // A bot filled the hidden field: pretend success, store nothing.
  if (isHoneypotTripped(body)) return { status: 202, body: { ok: true } }
  const parsed = parsePriceAlertRequest(body)
  if (!parsed.ok) return { status: 422, body: { fieldErrors: parsed.fieldErrors } }

  const window = config.LEADS_RATE_WINDOW_SECONDS
  const tooMany = (retryAfterSeconds: number): RequestResult => ({
    status: 429,
    body: { error: PRICE_ALERT_MESSAGES.tooMany },
    headers: { 'Retry-After': String(retryAfterSeconds) },
  })
  try {
    const byClient = await hitRateLimit(
      payload,
      `price-alert:ip:${clientRateKey(request.headers)}`,
      config.LEADS_RATE_LIMIT,
      window,
    )
    if (!byClient.allowed) return tooMany(byClient.retryAfterSeconds)
    const byAddress = await hitRateLimit(
      payload,
      `price-alert:email:${hashToken(parsed.value.email)}`,
      REQUESTS_PER_ADDRESS,
      window,
    )
    if (!byAddress.allowed) return tooMany(byAddress.retryAfterSeconds)

    const vehicle = await alertVehicle(payload, { vin: parsed.value.vin }, await dealership(payload))
    if (!vehicle || vehicle.listing !== 'available')
      return { status: 422, body: { fieldErrors: { vin: PRICE_ALERT_MESSAGES.vehicle } } }
    const rows = await execute(
      payload,
      requestSubscriptionSql(
        {
          email: parsed.value.email,
          vehicleId: vehicle.id,
          sendToSales: parsed.value.sendToSales,
          linkSeed: newSeed(),
        },
        now,
        CONFIRMATION_JOB,
      ),
    )
    return { status: 202, body: { ok: true }, jobId: Number(rows[0]?.job_id) }
  } catch (err) {
    // Input problems were answered above; what is left is the database failing. The log carries
    // no address: drizzle's error would repeat the statement's parameters.
    payload.logger.error({ msg: `price-alert request failed: ${(err as Error).message.split('\n')[0]}` })
    return { status: 503, body: { error: PRICE_ALERT_MESSAGES.failed }, headers: RETRY_SOON }
  }
}
