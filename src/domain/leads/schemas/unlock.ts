import { z } from 'zod'
import { zOptionalNumber } from '../../validation/zod'
import { baseFields, personFields, vehicleRefSchema } from './common'

/**
 * Unlock inventory (site.md section 2 "Private inventory gate", visitor-layer.md section 2) and
 * unlock price / personalized pricing wizard (site.md section 4): personal details unlock the
 * private inventory and prices.
 */
export const unlockInventorySchema = z.object({
  ...baseFields,
  ...personFields,
  vehicle: vehicleRefSchema,
})

/**
 * The pricing wizard's answers ride along with UNLOCK_PRICE (site.md section 9 bounds: down payment
 * and trade equity 0 to 20000, credit score 400 to 850; we accept 300 to match the APR tiers).
 */
export const unlockPriceSchema = unlockInventorySchema.extend({
  downPayment: zOptionalNumber({ min: 0, max: 20_000 }),
  hasTradeIn: z.boolean().optional(),
  tradeEquity: zOptionalNumber({ min: 0, max: 20_000 }),
  creditScore: zOptionalNumber({ int: true, min: 300, max: 850 }),
})

export type UnlockInventoryInput = z.output<typeof unlockInventorySchema>
export type UnlockPriceInput = z.output<typeof unlockPriceSchema>
