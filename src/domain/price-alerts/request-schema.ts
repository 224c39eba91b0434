import '../validation/zod-config'
import { z } from 'zod'
import { zEmail } from '../validation/zod-email'
import { fieldErrorsOf } from '../validation/field-errors'
import { MESSAGES } from '../validation/messages'
import { VIN_PATTERN } from '../vehicles/vin'

/**
 * The price-drop alert request (issue 21), ONE schema for the form on /saved and for
 * POST /api/price-alerts (ARCHITECTURE.md convention 4): the vehicle by VIN, the shopper's e-mail
 * with the spec's rule and message (site.md section 5, 'Please enter a valid email address'), and
 * whether the shopper also wants a salesperson to get their details. Unknown keys are dropped.
 */
export const PRICE_ALERT_MESSAGES = {
  // OURS: the spec has no wording for these.
  vehicle: 'This vehicle is no longer for sale, so there is no price to watch.',
  failed: 'We could not set up the alert right now. Please try again in a moment.',
  tooMany: 'Too many requests. Please try again later.',
} as const

export const priceAlertRequestSchema = z.object({
  vin: z
    .string({ error: PRICE_ALERT_MESSAGES.vehicle })
    .trim()
    .toUpperCase()
    .regex(VIN_PATTERN, { error: PRICE_ALERT_MESSAGES.vehicle }),
  email: zEmail.transform((value) => value.toLowerCase()),
  sendToSales: z.boolean({ error: MESSAGES.required }).default(false),
})

export type PriceAlertRequest = z.output<typeof priceAlertRequestSchema>

export type PriceAlertParse =
  { ok: true; value: PriceAlertRequest } | { ok: false; fieldErrors: Record<string, string> }

/** Validates a request body; field errors keyed by field, first message each (as the lead forms answer). */
export function parsePriceAlertRequest(body: unknown): PriceAlertParse {
  const result = priceAlertRequestSchema.safeParse(body ?? {})
  if (result.success) return { ok: true, value: result.data }
  return { ok: false, fieldErrors: fieldErrorsOf(result.error) }
}
