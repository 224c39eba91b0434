import { z } from 'zod'
import { env } from '@/config/env'
import { COOKIES } from '@/config/cookies'
import { getActivePopups, getExperimentPopups } from '@/data/popups'
import { payloadClient } from '@/data/payload'
import { parseAllowCookies } from '@/domain/consent/record'
import { isSameOrigin, readBody } from '@/server/http/request'
import { requestCookies } from '@/server/http/cookies'
import { countPopupEvent } from '@/services/popups/popup-stats'
import { NO_STORE, unavailable } from '@/server/http/responses'

export const dynamic = 'force-dynamic'

const Body = z.object({ popupId: z.string().min(1).max(100), event: z.enum(['view', 'submit']) })

/**
 * POST /api/track/popup { popupId, event: "view" | "submit" } (issue 20, decision 0246): one more
 * view or submission of a popup today, for the dashboard's conversion per popup. Counted only when
 * the visitor's consent allows analytics cookies (read here, from the essential allowCookies cookie,
 * not taken from the body), and only for a popup the site or a running experiment shows, so the
 * table cannot be filled with made-up names. Nothing about the visitor is stored. Answers 204.
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
  const parsed = Body.safeParse(json)
  if (!parsed.success) return Response.json({ error: 'Invalid popup event.' }, { status: 400, headers: NO_STORE })
  const consent = parseAllowCookies(requestCookies(request.headers)[COOKIES.allowCookies]) ?? []
  if (!consent.includes('analytics')) return new Response(null, { status: 204, headers: NO_STORE })
  try {
    const known = [...(await getActivePopups()), ...(await getExperimentPopups())].some(
      (p) => p.id === parsed.data.popupId,
    )
    if (!known) return Response.json({ error: 'Unknown popup.' }, { status: 422, headers: NO_STORE })
    await countPopupEvent(await payloadClient(), parsed.data.popupId, parsed.data.event)
    return new Response(null, { status: 204, headers: NO_STORE })
  } catch (err) {
    console.error('[popup stats]', err)
    return unavailable({ error: 'Not counted right now.' })
  }
}
