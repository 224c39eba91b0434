import type { Payload } from 'payload'
import { env } from '@/config/env'
import { COOKIES } from '@/config/cookies'
import { isHoneypotTripped, parseLead, resumeError } from '@/domain/leads'
import { isPostedFormType } from '@/domain/leads/form-types'
import { MESSAGES } from '@/domain/validation/messages'
import { usableProfile } from '@/domain/profile/usable'
import { JSON_BODY_LIMIT, isSameOrigin, readBody } from '@/server/http/request'
import { requestCookies } from '@/server/http/cookies'
import { hitRateLimit, refundRateLimit } from '@/server/rate-limit'
import { clientAddress, clientRateKey } from '@/server/http/client-address'
import { requestIdOf } from '@/server/http/request-id.mjs'
import { createLead, type ResumeFile } from './intake'
import { RESUME_MAX_BYTES, RESUME_MESSAGES, RESUME_MIME, pdfIsWhole, resumeKind } from '@/domain/leads/resume'
import { ValidationError } from 'payload'
import { UNLOCK_FORM_TYPES } from '@/services/unlock/cookie'
import { repriceSellOrTrade } from '@/services/trade-in/reprice-lead'
import { withOutTheDoor } from './out-the-door'
import { toE164 } from '@/domain/validation/phone'
import { PHONE_PROOF_COOKIE, provenPhone } from '@/services/phone-verification/proof'
import { verificationSecret } from '@/services/phone-verification/verify'
import { visitorAssignments } from '@/services/experiments/exposures'
import { leadAttribution } from './attribution-cookies'
import { configuredAdsCookieNames } from './ads-cookie-names'
import { RETRY_SOON } from '@/server/http/responses'
import { leadSchemaContext } from './schema-context'
import { resolveOfferClaim } from './offer-claim'
import { localeOf } from '@/domain/i18n/locale-path'
import { translator } from '@/i18n/translate'
import { localizedFieldErrors } from '@/i18n/field-errors'

/**
 * POST /api/leads as a function of the request (issue 4, decision 0020): same-origin, size,
 * honeypot, validation with the form's zod schema (and the resume's bytes), then the per-client
 * rate limit, then one transaction for the lead and its job. Only requests that would be stored
 * count against the limit (issue 16 section 3). Expected failures are values; only a database
 * failure becomes 503.
 * `?lang=es` (the page's language, sent by src/client/leads/send-lead.ts; issue 39): the answers'
 * texts and field errors are Spanish, and the lead records the language. In the query, not the
 * body, so that a body too large or not JSON is answered in the shopper's language too.
 */
export type AcceptResult = {
  status: 201 | 400 | 403 | 413 | 422 | 429 | 503
  body: Record<string, unknown>
  headers?: Record<string, string>
  /** Set the adfLead session cookie (the first lead from this browser). */
  markBrowser?: boolean
  jobId?: number | string
  /** An unlock form was accepted: grant the 7-day private-inventory pass (issue 6). */
  grantUnlock?: boolean
}

/** Careers: the resume (at most 5 MB, site.md section 2) plus the form fields. */
const MULTIPART_BODY_LIMIT = RESUME_MAX_BYTES + JSON_BODY_LIMIT

type Body = { formType: unknown; data: unknown; resume?: File | null }

async function parseBody(request: Request): Promise<Body | { error: 400 | 413 }> {
  const type = request.headers.get('content-type') ?? ''
  const multipart = type.startsWith('multipart/form-data')
  const read = await readBody(request, multipart ? MULTIPART_BODY_LIMIT : JSON_BODY_LIMIT)
  if (!read.ok) return { error: 413 }
  try {
    if (multipart) {
      const form = await new Response(new Blob([read.bytes as Uint8Array<ArrayBuffer>]), {
        headers: { 'content-type': type },
      }).formData()
      const resume = form.get('resume')
      return {
        formType: form.get('formType'),
        data: JSON.parse(String(form.get('data') ?? 'null')),
        resume: resume instanceof File ? resume : null,
      }
    }
    const json = JSON.parse(new TextDecoder().decode(read.bytes)) as unknown
    if (typeof json !== 'object' || json === null) return { error: 400 }
    return { formType: (json as Body).formType, data: (json as Body).data }
  } catch {
    return { error: 400 }
  }
}

async function resumeOf(file: File | null | undefined): Promise<ResumeFile | { error: string }> {
  const problem = resumeError(file ? { name: file.name, size: file.size } : null)
  if (problem) return { error: problem }
  const data = Buffer.from(await (file as File).arrayBuffer())
  const kind = resumeKind(data)
  if (!kind) return { error: RESUME_MESSAGES.type }
  if (kind === 'pdf' && !pdfIsWhole(data)) return { error: RESUME_MESSAGES.damaged }
  return {
    data,
    mimetype: RESUME_MIME[kind],
    name: (file as File).name.replace(/[^\w.\- ]+/g, '_'),
    size: data.byteLength,
  }
}

export async function acceptLead(payload: Payload, request: Request, now: Date): Promise<AcceptResult> {
  const config = env()
  const language = localeOf(new URL(request.url).searchParams.get('lang'))
  const tr = translator(language)
  const inLanguage = (fieldErrors: Record<string, string>) => localizedFieldErrors(fieldErrors, language)
  if (!isSameOrigin(request.headers, config.PUBLIC_URL))
    return { status: 403, body: { error: tr('leads.api.cross-origin') } }
  const rateKey = `ip:${clientRateKey(request.headers)}`
  try {
    const body = await parseBody(request)
    if ('error' in body)
      return {
        status: body.error,
        body: { error: tr(body.error === 413 ? 'leads.api.too-large' : 'leads.api.not-json') },
      }
    // A bot filled the hidden field: pretend success, store nothing.
    if (isHoneypotTripped(body.data)) return { status: 201, body: { id: 0 } }
    // A price-drop alert's lead is made on confirmation only (double opt-in, decision 0270), never posted.
    if (!isPostedFormType(body.formType))
      return { status: 400, body: { fieldErrors: inLanguage({ formType: MESSAGES.required }) } }
    const context = await leadSchemaContext(payload, body.formType)
    const parsed = parseLead(String(body.formType ?? ''), body.data, now, context)
    let resume: ResumeFile | undefined
    if (String(body.formType) === 'CAREERS') {
      const file = await resumeOf(body.resume)
      if ('error' in file) {
        const fieldErrors = { ...(parsed.ok ? {} : parsed.fieldErrors), resume: file.error }
        return { status: 422, body: { fieldErrors: inLanguage(fieldErrors) } }
      }
      resume = file
    }
    if (!parsed.ok) return { status: parsed.status, body: { fieldErrors: inLanguage(parsed.fieldErrors) } }
    // A claimed popup offer is named and dated by the server, and refused once it has ended (issue 37).
    const claimed = await resolveOfferClaim(payload, parsed.value, now)
    if (!claimed.ok) return { status: 422, body: { fieldErrors: inLanguage(claimed.fieldErrors) } }
    const limited = await hitRateLimit(payload, rateKey, config.LEADS_RATE_LIMIT, config.LEADS_RATE_WINDOW_SECONDS)
    if (!limited.allowed) {
      return {
        status: 429,
        body: { error: tr('leads.api.rate-limited') },
        headers: { 'Retry-After': String(limited.retryAfterSeconds) },
      }
    }

    const cookies = requestCookies(request.headers)
    const profile = usableProfile(cookies[COOKIES.profile])
    // Read by the server, never taken from the form (issue 15): where the shopper came from, whether
    // this browser verified the phone, and the experiment variants the visitor was recorded in.
    const { adsValues, attribution } = leadAttribution(
      cookies,
      profile.allowCookies ?? [],
      now,
      await configuredAdsCookieNames(payload),
    )
    const leadPhone = toE164(String((parsed.value.data as { phone?: unknown }).phone ?? ''))
    const phoneVerified =
      leadPhone !== null && provenPhone(verificationSecret(), cookies[PHONE_PROOF_COOKIE], now) === leadPhone
    const experiments = profile.uniqueUserId ? await visitorAssignments(payload, profile.uniqueUserId) : []
    const chosenStore = cookies[COOKIES.userSelectedStore] || (parsed.value.data as { storeId?: string }).storeId
    const firstLead = !cookies[COOKIES.adfLead]
    const created = await createLead(
      payload,
      {
        parsed: await withOutTheDoor(payload, await repriceSellOrTrade(payload, claimed.lead, now)),
        // Resolved to the store's document inside the insert (src/server/db/leads.ts): no extra round trip.
        storeKey: chosenStore || null,
        visitorId: profile.uniqueUserId ?? null,
        adsValues,
        attribution,
        phoneVerified,
        experiments,
        clientAddress: clientAddress(request.headers),
        consentState: profile.allowCookies ?? null,
        language,
        prospectStatus: firstLead ? 'new' : 'resend',
        resume,
        requestId: requestIdOf(request.headers),
      },
      now,
    )
    return {
      status: 201,
      body: { id: created.leadId },
      markBrowser: firstLead,
      jobId: created.jobId,
      grantUnlock: UNLOCK_FORM_TYPES.includes(parsed.value.formType),
    }
  } catch (err) {
    // The resume storage refused a file the checks above let through (a DOCX that is a bare ZIP):
    // the visitor's file, not our failure, so a 422 on the field and the hit given back.
    if (err instanceof ValidationError && err.data.errors.some((e) => e.path === 'file')) {
      await refundRateLimit(payload, rateKey).catch(() => undefined)
      return { status: 422, body: { fieldErrors: inLanguage({ resume: RESUME_MESSAGES.damaged }) } }
    }
    // Input problems were answered above; what is left is the database (or disk) failing.
    payload.logger.error({ err, msg: 'lead intake failed' })
    return {
      status: 503,
      body: { error: tr('leads.api.unavailable') },
      headers: RETRY_SOON,
    }
  }
}
