import { z } from 'zod'
import { VIN_PATTERN } from '../vehicles/vin'
import { ALERT_REQUEST_MESSAGES, alertRequestFields, parseAlertRequest } from '../alerts/request-fields'

/**
 * The price-drop alert request (issue 21), ONE schema for the form on /saved and for
 * POST /api/price-alerts (ARCHITECTURE.md convention 4): the vehicle by VIN, and what every alert
 * request asks (../alerts/request-fields.ts). Unknown keys are dropped.
 */
export const PRICE_ALERT_MESSAGES = {
  ...ALERT_REQUEST_MESSAGES,
  // OURS: the spec has no wording for this.
  vehicle: 'This vehicle is no longer for sale, so there is no price to watch.',
} as const

export const priceAlertRequestSchema = z.object({
  vin: z
    .string({ error: PRICE_ALERT_MESSAGES.vehicle })
    .trim()
    .toUpperCase()
    .regex(VIN_PATTERN, { error: PRICE_ALERT_MESSAGES.vehicle }),
  ...alertRequestFields,
})

export type PriceAlertRequest = z.output<typeof priceAlertRequestSchema>

export function parsePriceAlertRequest(body: unknown) {
  return parseAlertRequest(priceAlertRequestSchema, body)
}
