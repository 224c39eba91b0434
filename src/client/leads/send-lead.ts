import type { FormType } from '@/domain/leads/form-types'
import type { ProfileInput } from '@/domain/profile'
import { formEvent } from '@/domain/tracking/form-events'
import { trackEvent } from '@/client/tracking/track'
import { saveVisitorProfile } from '@/client/visitor/profile'
import { callApi } from '@/client/http/api'

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

export async function sendLead({ formType, data, contact, file }: LeadToSend): Promise<LeadSent> {
  const answer = await callApi(
    '/api/leads',
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
