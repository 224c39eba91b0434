import { payloadClient } from '@/data/payload'
import { getSiteSettings } from '@/data/settings'
import { env } from '@/config/env'
import { isSameOrigin, readBody } from '@/server/http/request'
import { defaultOptions, handlePhoneVerification } from '@/services/phone-verification/verify'
import { phoneProofCookie } from '@/services/phone-verification/proof'
import { NO_STORE, unavailable } from '@/server/http/responses'

export const dynamic = 'force-dynamic'

/**
 * POST /api/customer/phoneValidation (visitor-layer.md section 7): { phone, type, code } ->
 * { success, error, message }. Same-origin browsers only; 4 KB body at most; never a 500.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isSameOrigin(request.headers, env().PUBLIC_URL))
    return Response.json(
      { success: false, error: 'Cross-site request refused.', message: 'Cross-site request refused.' },
      { status: 403, headers: NO_STORE },
    )
  const read = await readBody(request, 4096)
  if (!read.ok)
    return Response.json(
      { success: false, error: 'Request too large.', message: 'Request too large.' },
      { status: 413, headers: NO_STORE },
    )
  let body: unknown = {}
  try {
    body = JSON.parse(new TextDecoder().decode(read.bytes) || '{}')
  } catch {
    body = {}
  }
  try {
    const payload = await payloadClient()
    const site = await getSiteSettings()
    const options = defaultOptions(site.siteName)
    const answer = await handlePhoneVerification(payload, request.headers, body, options)
    const headers: Record<string, string> = { ...NO_STORE }
    if (answer.retryAfterSeconds) headers['Retry-After'] = String(answer.retryAfterSeconds)
    // The lead this browser sends next shows the phone as verified (issue 15, decision 0177).
    if (answer.verifiedPhone)
      headers['Set-Cookie'] = phoneProofCookie(options.secret, answer.verifiedPhone, options.now())
    return Response.json(answer.body, { status: answer.status, headers })
  } catch (err) {
    console.error('[phone verification]', err)
    const message = 'Phone verification is unavailable for a moment. Please try again.'
    return unavailable({ success: false, error: message, message })
  }
}
