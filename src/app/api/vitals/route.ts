import { env } from '@/config/env'
import { COOKIES } from '@/config/cookies'
import { payloadClient } from '@/data/payload'
import { parseAllowCookies } from '@/domain/consent/record'
import { isSameOrigin, readBody } from '@/server/http/request'
import { requestCookies } from '@/server/http/cookies'
import { NO_STORE, unavailable } from '@/server/http/responses'
import { recordBeacon } from '@/services/vitals/record-beacon'

export const dynamic = 'force-dynamic'

/**
 * POST /api/vitals: one page view's Core Web Vitals, sent by navigator.sendBeacon (issue 40,
 * decision 0325). Counted only when the visitor's consent allows analytics cookies (read here from
 * the essential allowCookies cookie, as POST /api/track/popup does), into daily histogram buckets;
 * no per-visit row, address or visitor id is stored. 400 for a body that is not JSON, 422 for
 * values outside physical bounds or unknown fields, 429 over the per-address limit, else 204.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isSameOrigin(request.headers, env().PUBLIC_URL))
    return Response.json({ error: 'Cross-origin requests are not accepted.' }, { status: 403, headers: NO_STORE })
  const read = await readBody(request, 1024)
  if (!read.ok) return Response.json({ error: 'The request is too large.' }, { status: 413, headers: NO_STORE })
  let json: unknown
  try {
    json = JSON.parse(new TextDecoder().decode(read.bytes))
  } catch {
    return Response.json({ error: 'The request is not valid JSON.' }, { status: 400, headers: NO_STORE })
  }
  const consent = parseAllowCookies(requestCookies(request.headers)[COOKIES.allowCookies]) ?? []
  if (!consent.includes('analytics')) return new Response(null, { status: 204, headers: NO_STORE })
  try {
    const answer = await recordBeacon(await payloadClient(), request.headers, json)
    const headers: Record<string, string> = { ...NO_STORE }
    if (answer.retryAfterSeconds) headers['Retry-After'] = String(answer.retryAfterSeconds)
    return answer.body
      ? Response.json(answer.body, { status: answer.status, headers })
      : new Response(null, { status: answer.status, headers })
  } catch (err) {
    console.error('[vitals]', err)
    return unavailable({ error: 'Not counted right now.' })
  }
}
