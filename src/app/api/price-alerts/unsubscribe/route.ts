import { payloadWithWorker } from '@/services/leads/worker'
import { unsubscribeByToken } from '@/services/price-alerts/unsubscribe'
import { UNSUBSCRIBE_PAGE } from '@/domain/price-alerts/paths'
import { formFields, seeOther } from '@/server/http/form-fields'
import { NO_STORE, unavailable } from '@/server/http/responses'

export const dynamic = 'force-dynamic'

/**
 * The List-Unsubscribe address of every price-drop alert (issue 21; decision 0270).
 * - POST ?token=…: RFC 8058 one-click. A mail program posts `List-Unsubscribe=One-Click` and the
 *   subscription stops with no further step: 200 (404 for a link that is not ours). No same-origin
 *   check: the POST comes from the mailbox provider, and the token is the authority.
 * - POST from the unsubscribe page's button (field `from=page`): the same, then 303 to the page.
 * - GET (a mail program that opens the address instead): 303 to the page with the button; a GET
 *   never unsubscribes, so a link scanner cannot.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    const fields = await formFields(request)
    if (fields === 'too-large') return Response.json({ error: 'The request is too large.' }, { status: 413 })
    const token = new URL(request.url).searchParams.get('token') ?? fields.get('token')
    const fromPage = fields.get('from') === 'page'
    const payload = await payloadWithWorker()
    const outcome = await unsubscribeByToken(payload, token, new Date())
    if (fromPage)
      return seeOther(
        outcome.ok
          ? `${UNSUBSCRIBE_PAGE}?result=off${outcome.vin ? `&vin=${encodeURIComponent(outcome.vin)}` : ''}`
          : `${UNSUBSCRIBE_PAGE}?result=invalid`,
      )
    return new Response(outcome.ok ? 'You will get no more price-drop alerts for this vehicle.\n' : 'Unknown link.\n', {
      status: outcome.ok ? 200 : 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', ...NO_STORE },
    })
  } catch {
    return unavailable({ error: 'We could not unsubscribe you right now. Please try again.' })
  }
}

export function GET(request: Request): Response {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  return seeOther(`${UNSUBSCRIBE_PAGE}?token=${encodeURIComponent(token)}`)
}
