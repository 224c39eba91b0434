import { z } from 'zod'
import { env } from '@/config/env'
import { COOKIES } from '@/config/cookies'
import { parseAllowCookies } from '@/domain/consent/record'
import { isTrackEventName } from '@/domain/tracking/events'
import { getSiteSettings } from '@/data/settings'
import { isSameOrigin } from '@/server/http/request'
import { requestCookies } from '@/server/http/cookies'
import { clientAddress } from '@/server/http/client-address'
import { sendCapiEvent } from '@/services/tracking/meta-capi'

/**
 * POST /api/track/facebook (visitor-layer.md section 7): a browser event forwarded to the Meta
 * Conversions API. Forwarded only when Meta is configured (pixel id in site settings, access token
 * in env) and the visitor's allowCookies includes targeting; Sec-GPC adds Limited Data Use
 * (decision 0065). Answers 202 forwarded, 204 skipped, 400 bad input, 502 Meta failed.
 */
const field = z.string().max(500).optional()
const Body = z.object({
  eventName: z.string().refine(isTrackEventName),
  eventID: z.string().min(1).max(100),
  eventTime: z.number().int().positive().optional(),
  value: z.number().optional(),
  currency: z.string().length(3).optional(),
  fbp: field,
  fbc: field,
  url: z.string().url().max(2000).optional(),
  user_data: z
    .object({ em: field, fn: field, ln: field, ph: field, ct: field, st: field, zp: field, external_id: field })
    .partial()
    .optional(),
  custom_data: z.record(z.string(), z.unknown()).optional(),
})

export async function POST(request: Request): Promise<Response> {
  const config = env()
  if (!isSameOrigin(request.headers, config.PUBLIC_URL))
    return Response.json({ error: 'Cross-origin requests are not accepted.' }, { status: 403 })
  const parsed = Body.safeParse(await request.json().catch(() => null))
  if (!parsed.success) return Response.json({ error: 'Invalid event.' }, { status: 400 })
  const consent = parseAllowCookies(requestCookies(request.headers)[COOKIES.allowCookies]) ?? []
  const pixelId = (await getSiteSettings()).trackers.metaPixelId
  if (!consent.includes('targeting') || !pixelId || !config.META_CAPI_ACCESS_TOKEN)
    return new Response(null, { status: 204 })
  const b = parsed.data
  const sent = await sendCapiEvent(
    {
      baseUrl: config.META_CAPI_BASE_URL,
      version: config.META_CAPI_API_VERSION,
      pixelId,
      accessToken: config.META_CAPI_ACCESS_TOKEN,
    },
    {
      eventName: b.eventName,
      eventId: b.eventID,
      eventTime: b.eventTime ?? Math.floor(Date.now() / 1000),
      url: b.url,
      value: b.value,
      currency: b.currency,
      fbp: b.fbp,
      fbc: b.fbc,
      user: b.user_data,
      customData: b.custom_data,
    },
    {
      ip: clientAddress(request.headers),
      userAgent: request.headers.get('user-agent'),
      gpc: request.headers.get('sec-gpc') === '1',
    },
  )
  return sent.ok
    ? Response.json({ forwarded: true }, { status: 202 })
    : Response.json({ forwarded: false }, { status: 502 })
}
