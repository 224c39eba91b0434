import type { Payload } from 'payload'
import { env } from '@/config/env'
import { ALERT_REQUEST_MESSAGES } from '@/domain/alerts/request-fields'
import { isSameOrigin } from '@/server/http/request'
import { clientAddress } from '@/server/http/client-address'
import { requestIdOf } from '@/server/http/request-id.mjs'
import { formFields, seeOther } from '@/server/http/form-fields'
import { NO_STORE, unavailable } from '@/server/http/responses'
import { payloadWithWorker } from '@/services/leads/worker'
import { nudgeLeadDelivery } from '@/services/leads/delivery-pacer'
import type { RequestResult } from '@/services/alerts/accept-request'

/**
 * The three route handlers every e-mail alert has (price-drop alerts, decision 0270; saved
 * searches, decision 0337), each a thin wrapper over the kind's service. E-mails go out through the
 * lead delivery queue; an answer that queued one nudges this process's worker.
 */

/** The page a button's POST comes back to, with what happened in its query. */
type Shown = Record<string, string>

function pageWith(page: string, shown: Shown): string {
  return `${page}?${new URLSearchParams(shown).toString()}`
}

/**
 * POST of the site's form: 202 when the confirmation e-mail is queued (the same answer for an
 * address that already gets alerts), 422 with field errors in the spec's words, 400, 403, 413, 429,
 * 503. Never a 500: Payload failing to start, or a client gone mid-body, is a 503.
 */
export function requestRoute(accept: (payload: Payload, request: Request, now: Date) => Promise<RequestResult>) {
  return async function POST(request: Request): Promise<Response> {
    try {
      const payload = await payloadWithWorker()
      const result = await accept(payload, request, new Date())
      if (result.jobId !== undefined) nudgeLeadDelivery(payload)
      return Response.json(result.body, { status: result.status, headers: { ...NO_STORE, ...result.headers } })
    } catch {
      return unavailable({ error: ALERT_REQUEST_MESSAGES.failed })
    }
  }
}

export type ConfirmRouteOutcome = { ok: true; leadJobId: number | null; shown: Shown } | { ok: false }

/**
 * POST (form field `token`) of the confirm page's "Turn on alerts" button (double opt-in). Only a
 * POST from this site confirms; opening the link (a person or a mail scanner) changes nothing.
 * Answers 303 to the page with the result; 403 cross-site, 413 for a body over 4 kB, 503 when the
 * database fails.
 */
export function confirmRoute(
  page: string,
  confirm: (payload: Payload, token: string | null, request: Request) => Promise<ConfirmRouteOutcome>,
) {
  return async function POST(request: Request): Promise<Response> {
    if (!isSameOrigin(request.headers, env().PUBLIC_URL))
      return Response.json({ error: 'Cross-origin requests are not accepted.' }, { status: 403 })
    try {
      const fields = await formFields(request)
      if (fields === 'too-large') return Response.json({ error: 'The request is too large.' }, { status: 413 })
      const payload = await payloadWithWorker()
      const outcome = await confirm(payload, fields.get('token'), request)
      if (!outcome.ok) return seeOther(pageWith(page, { result: 'invalid' }))
      if (outcome.leadJobId !== null) nudgeLeadDelivery(payload)
      return seeOther(pageWith(page, { result: 'on', ...outcome.shown }))
    } catch {
      return unavailable({ error: 'We could not confirm right now. Please try again.' })
    }
  }
}

/** The confirming request's address and id, for the lead a confirmation may make (issue 35). */
export function confirmingRequest(request: Request) {
  return { now: new Date(), clientAddress: clientAddress(request.headers), requestId: requestIdOf(request.headers) }
}

export type UnsubscribeRouteOutcome = { ok: true; shown: Shown } | { ok: false }

/**
 * The List-Unsubscribe address of every alert e-mail.
 * - POST ?token=…: RFC 8058 one-click. A mail program posts `List-Unsubscribe=One-Click` and the
 *   subscription stops with no further step: 200 (404 for a link that is not ours). No same-origin
 *   check: the POST comes from the mailbox provider, and the token is the authority.
 * - POST from the unsubscribe page's button (field `from=page`): the same, then 303 to the page.
 * - GET (a mail program that opens the address instead): 303 to the page with the button; a GET
 *   never unsubscribes, so a link scanner cannot.
 */
export function unsubscribeRoutes(
  page: string,
  stoppedText: string,
  unsubscribe: (payload: Payload, token: string | null, now: Date) => Promise<UnsubscribeRouteOutcome>,
) {
  async function POST(request: Request): Promise<Response> {
    try {
      const fields = await formFields(request)
      if (fields === 'too-large') return Response.json({ error: 'The request is too large.' }, { status: 413 })
      const token = new URL(request.url).searchParams.get('token') ?? fields.get('token')
      const payload = await payloadWithWorker()
      const outcome = await unsubscribe(payload, token, new Date())
      if (fields.get('from') === 'page')
        return seeOther(
          outcome.ok ? pageWith(page, { result: 'off', ...outcome.shown }) : pageWith(page, { result: 'invalid' }),
        )
      return new Response(outcome.ok ? `${stoppedText}\n` : 'Unknown link.\n', {
        status: outcome.ok ? 200 : 404,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', ...NO_STORE },
      })
    } catch {
      return unavailable({ error: 'We could not unsubscribe you right now. Please try again.' })
    }
  }
  function GET(request: Request): Response {
    const token = new URL(request.url).searchParams.get('token') ?? ''
    return seeOther(pageWith(page, { token }))
  }
  return { POST, GET }
}
