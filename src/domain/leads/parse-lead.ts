import type { z } from 'zod'
import { isEmpty } from '../validation/empty'
import { MESSAGES } from '../validation/messages'
import { fieldErrorsOf } from '../validation/field-errors'
import { isFormType } from './form-types'
import { leadSchemas, type LeadSchemaContext, type ParsedLead } from './schemas'

/**
 * Validates a lead at the boundary (ARCHITECTURE.md conventions 4 and 6): an expected failure is
 * a value with the spec's messages (site.md section 5), keyed by dotted field path, first message
 * per field. 422 for field errors; 400 when the form type is unknown or the body is not an object.
 */
export type ParseLeadResult =
  { ok: true; value: ParsedLead } | { ok: false; status: 422 | 400; fieldErrors: Record<string, string> }

/** The honeypot field; a handler may answer a filled honeypot with a fake success. */
export const HONEYPOT_FIELD = 'website'

export { fieldErrorsOf }

/** `context`: the settings a schema checks against (the wizard's sliders); absent, the spec's samples. */
export function parseLead(
  formType: string,
  data: unknown,
  now: Date,
  context: LeadSchemaContext = {},
): ParseLeadResult {
  if (!isFormType(formType)) return { ok: false, status: 400, fieldErrors: { formType: MESSAGES.required } }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { ok: false, status: 400, fieldErrors: { _form: MESSAGES.required } }
  }
  const schema: z.ZodType = leadSchemas[formType](now, context)
  // Any issue a schema did not word itself (zod's English default) reads as the required message.
  const result = schema.safeParse(data, { error: () => MESSAGES.required })
  if (!result.success) return { ok: false, status: 422, fieldErrors: fieldErrorsOf(result.error) }
  return { ok: true, value: { formType, data: result.data } as ParsedLead }
}

/** True when a bot filled the honeypot (the handler may then pretend success and drop the lead). */
export function isHoneypotTripped(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false
  return !isEmpty((data as Record<string, unknown>)[HONEYPOT_FIELD])
}
