import type { Payload } from 'payload'
import { env } from '@/config/env'
import { isHoneypotTripped } from '@/domain/leads/parse-lead'
import { ALERT_REQUEST_MESSAGES, type AlertRequestParse } from '@/domain/alerts/request-fields'
import { JSON_BODY_LIMIT, isSameOrigin, readBody } from '@/server/http/request'
import { clientRateKey } from '@/server/http/client-address'
import { hitRateLimit } from '@/server/rate-limit'
import { hashToken } from '@/server/link-tokens'
import { RETRY_SOON } from '@/server/http/responses'
import type { AlertKind } from './kind'

/**
 * An e-mail alert request (POST /api/price-alerts, POST /api/search-alerts; decisions 0270, 0337)
 * as a function of the request, checked like every public form post (decision 0020): same origin,
 * at most 64 kB (413), JSON (400), the form's own zod schema with the spec's e-mail message (422),
 * then the per-client limit and a limit per address (429), so nobody can fill a stranger's inbox
 * with confirmation e-mails. The kind then checks what the request is about and writes the
 * subscription with its confirmation job in one statement. Every accepted request answers the same,
 * whether or not the address already gets alerts: the answer tells nobody what someone else
 * subscribed to. Only a database failure is a 503, never a 500.
 */
export type RequestResult = {
  status: 202 | 400 | 403 | 413 | 422 | 429 | 503
  body: Record<string, unknown>
  headers?: Record<string, string>
  jobId?: number
}

/** Confirmation e-mails one address may be sent per window and kind, whoever asks. */
export const REQUESTS_PER_ADDRESS = 5

export type StoreOutcome = { jobId: number } | { fieldErrors: Record<string, string> }

export type AlertRequestHandler<V extends { email: string }> = {
  kind: AlertKind
  parse: (body: object) => AlertRequestParse<V>
  /** Checks what the request is about (422 with field errors when it cannot be watched) and writes it. */
  store: (value: V, now: Date) => Promise<StoreOutcome>
}

async function readJsonObject(request: Request): Promise<RequestResult | { body: object }> {
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
  return { body }
}

export async function acceptAlertRequest<V extends { email: string }>(
  payload: Payload,
  request: Request,
  now: Date,
  handler: AlertRequestHandler<V>,
): Promise<RequestResult> {
  const config = env()
  if (!isSameOrigin(request.headers, config.PUBLIC_URL))
    return { status: 403, body: { error: 'Cross-origin requests are not accepted.' } }
  const read = await readJsonObject(request)
  if ('status' in read) return read
  // A bot filled the hidden field: pretend success, store nothing.
  if (isHoneypotTripped(read.body)) return { status: 202, body: { ok: true } }
  const parsed = handler.parse(read.body)
  if (!parsed.ok) return { status: 422, body: { fieldErrors: parsed.fieldErrors } }

  const { key } = handler.kind
  const window = config.LEADS_RATE_WINDOW_SECONDS
  const tooMany = (retryAfterSeconds: number): RequestResult => ({
    status: 429,
    body: { error: ALERT_REQUEST_MESSAGES.tooMany },
    headers: { 'Retry-After': String(retryAfterSeconds) },
  })
  try {
    const byClient = await hitRateLimit(
      payload,
      `${key}:ip:${clientRateKey(request.headers)}`,
      config.LEADS_RATE_LIMIT,
      window,
    )
    if (!byClient.allowed) return tooMany(byClient.retryAfterSeconds)
    const byAddress = await hitRateLimit(
      payload,
      `${key}:email:${hashToken(parsed.value.email)}`,
      REQUESTS_PER_ADDRESS,
      window,
    )
    if (!byAddress.allowed) return tooMany(byAddress.retryAfterSeconds)
    const stored = await handler.store(parsed.value, now)
    if ('fieldErrors' in stored) return { status: 422, body: { fieldErrors: stored.fieldErrors } }
    return { status: 202, body: { ok: true }, jobId: stored.jobId }
  } catch (err) {
    // Input problems were answered above; what is left is the database failing. The log carries
    // no address: drizzle's error would repeat the statement's parameters.
    payload.logger.error({ msg: `${key} request failed: ${(err as Error).message.split('\n')[0]}` })
    return { status: 503, body: { error: ALERT_REQUEST_MESSAGES.failed }, headers: RETRY_SOON }
  }
}
