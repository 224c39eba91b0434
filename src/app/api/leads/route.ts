import { payloadWithWorker } from '@/services/leads/worker'
import { COOKIES } from '@/config/cookies'
import { acceptLead } from '@/services/leads/accept-lead'
import { intakeBegins, nudgeLeadDelivery } from '@/services/leads/delivery-pacer'
import { unlockSetCookie } from '@/services/unlock/cookie'
import { payloadRest } from '@/services/security/payload-rest'
import { isReadOverride } from '@/domain/security/rest-request'
import { NO_STORE, unavailable } from '@/server/http/responses'

export const dynamic = 'force-dynamic'

/**
 * POST /api/leads { formType, data } (issue 4; decision 0020 replaces the spec's client-addressed
 * {api}/email/send): 201 with the lead id, 422 field errors, 413, 429, 503. The e-mail is sent by
 * the job queue after commit, never named by the client: the answer nudges this process's
 * delivery worker, which waits for a pause in intake (decision 0101).
 */
export async function POST(request: Request): Promise<Response> {
  // A read in POST's clothing (Payload's method override) is Payload's list, never a lead (decision 0216).
  if (isReadOverride(request.method, request.headers)) return payloadList(request)
  const ended = intakeBegins()
  try {
    let payload
    try {
      payload = await payloadWithWorker()
    } catch {
      return unavailable({ error: 'Service unavailable' })
    }
    const result = await acceptLead(payload, request, new Date())
    const headers = new Headers({ ...NO_STORE, ...result.headers })
    // Session cookie: the next lead from this browser is an ADF 'resend' (visitor-layer.md 4 and 9).
    if (result.markBrowser) headers.append('Set-Cookie', `${COOKIES.adfLead}=1; Path=/; Secure; SameSite=Lax`)
    // Pricing wizard and private-inventory gate: prices and private vehicles open for 7 days (issue 6).
    if (result.grantUnlock) headers.append('Set-Cookie', unlockSetCookie(new Date()))
    if (result.jobId !== undefined) nudgeLeadDelivery(payload)
    return Response.json(result.body, { status: result.status, headers })
  } finally {
    ended()
  }
}

/**
 * GET /api/leads: Payload's REST list of leads (issue 16, section 4; decision 0216). This route
 * shares its path with Payload's `/api/[...slug]` and wins, so it hands GET (and POST with Payload's
 * method override, as the admin's relationship fields send it) to the same handler: access (sales
 * and admins; anyone else 403), hidden fields and the query parameters (where, limit, page, sort,
 * depth) are Payload's own, as for every other collection.
 */
export function GET(request: Request): Promise<Response> {
  return payloadList(request)
}

function payloadList(request: Request): Promise<Response> {
  const handler = request.method.toUpperCase() === 'POST' ? payloadRest.POST : payloadRest.GET
  return handler(request, { params: Promise.resolve({ slug: ['leads'] }) })
}
