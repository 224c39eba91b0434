import type { FormType } from '@/domain/leads/form-types'
import type { ProfileInput } from '@/domain/profile'
import { formEvent } from '@/domain/tracking/form-events'
import { trackEvent } from '@/client/tracking/track'
import { saveVisitorProfile } from '@/client/visitor/profile'
import { callApi } from '@/client/http/api'
import { splitLocalePath } from '@/domain/i18n/locale-path'

/**
 * The browser's one sender of a lead (issue 4's intake, POST /api/leads { formType, data }; issue 36:
 * the forms used to read the answer three ways). Every form, the pricing and trade-in wizards
 * included, sends through here and gets one of two answers:
 * - sent (201): the contact details are kept in the visitor profile (functional consent
 *   permitting; a first fill fires Lead) and the form's marketing event fires
 *   (docs/tracking-events.md), in that order, as issue 8 asks;
 * - refused: the server's field errors, keyed by the dotted names the schemas use (422, or 400 for
 *   an unknown form type), for the form to show at its fields; empty when nothing names a field
 *   (no connection, 413, 429, 503), and the form shows its error toast either way.
 */
export type LeadSent = { ok: true } | { ok: false; fieldErrors: Record<string, string> }

export type LeadToSend = {
  formType: FormType
  data: Record<string, unknown>
  /** What the visitor typed about themselves, for their profile (never an SSN or a date of birth). */
  contact: Pick<ProfileInput, 'firstName' | 'lastName' | 'email' | 'phone'>
  /** A careers résumé: the lead goes as multipart with the file beside it. */
  file?: File | null
}

/**
 * The page's language goes along (issue 39): the server answers in it and the lead records it. In
 * the query, so that every answer, a refused body's too, is in that language (accept-lead.ts).
 */
function leadsPath(): string {
  const { locale } = splitLocalePath(window.location.pathname)
  return locale === 'en' ? '/api/leads' : `/api/leads?lang=${locale}`
}

export async function sendLead({ formType, data, contact, file }: LeadToSend): Promise<LeadSent> {
  const answer = await callApi(
    leadsPath(),
    file ? { body: multipart(formType, data, file) } : { json: { formType, data } },
  )
  if (answer.status === 201) {
    saveVisitorProfile(contact)
    trackEvent(formEvent(formType))
    return { ok: true }
  }
  return { ok: false, fieldErrors: answer.ok ? {} : (answer.problem.fieldErrors ?? {}) }
}

function multipart(formType: string, data: unknown, file: File): FormData {
  const form = new FormData()
  form.set('formType', formType)
  form.set('data', JSON.stringify(data))
  form.set('resume', file)
  return form
}
