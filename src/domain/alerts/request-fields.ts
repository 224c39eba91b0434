import '../validation/zod-config'
import { z } from 'zod'
import { zEmail } from '../validation/zod-email'
import { fieldErrorsOf } from '../validation/field-errors'
import { MESSAGES } from '../validation/messages'

/**
 * What every e-mail alert request asks (price-drop alerts, decision 0270; saved searches, decision
 * 0337): the shopper's e-mail with the spec's rule and message (site.md section 5, 'Please enter a
 * valid email address'), lower-cased so one address is one subscriber, and whether a salesperson
 * may have their details. Each request adds what it is about (a VIN, a search).
 */
export const ALERT_REQUEST_MESSAGES = {
  // OURS: the spec has no wording for these.
  failed: 'We could not set up the alert right now. Please try again in a moment.',
  tooMany: 'Too many requests. Please try again later.',
} as const

export const alertRequestFields = {
  email: zEmail.transform((value) => value.toLowerCase()),
  sendToSales: z.boolean({ error: MESSAGES.required }).default(false),
}

export type AlertRequestParse<T> = { ok: true; value: T } | { ok: false; fieldErrors: Record<string, string> }

/** Validates a request body; field errors keyed by field, first message each (as the lead forms answer). */
export function parseAlertRequest<S extends z.ZodType>(schema: S, body: unknown): AlertRequestParse<z.output<S>> {
  const result = schema.safeParse(body ?? {})
  if (result.success) return { ok: true, value: result.data }
  return { ok: false, fieldErrors: fieldErrorsOf(result.error) }
}
