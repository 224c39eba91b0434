import { z } from 'zod'
import { zEmail } from '../../validation/zod-email'
import { zOptionalText } from '../../validation/zod'
import { vehicleRefSchema } from './common'

/**
 * The lead of a confirmed price-drop alert whose shopper asked for a salesperson (issue 21; OUR form
 * type PRICE_ALERT, decision 0270). The shopper gave only an e-mail address; the vehicle is the one
 * they watch. Never posted by a form: the server builds it from the confirmed subscription.
 */
export const priceAlertLeadSchema = z.object({
  email: zEmail,
  vehicle: vehicleRefSchema,
  url: zOptionalText(2048),
})

export type PriceAlertLeadInput = z.output<typeof priceAlertLeadSchema>
