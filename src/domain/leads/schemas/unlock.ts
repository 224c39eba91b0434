import { z } from 'zod'
import { parseAmount } from '../../money'
import { SAMPLE_PAYMENT_SLIDERS, validateSliderValue, type PaymentSliders } from '../../financing/sliders'
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

type WizardSlider = 'downPayment' | 'tradeEquity' | 'creditScore'

/**
 * One wizard answer, checked exactly as the wizard checks it in the browser (validateSliderValue
 * on the bounds the wizard shows), so the API refuses what the wizard refuses, with the same clear
 * message ("Credit score must be between 400 and 850.") instead of a generic one. The bounds are
 * the dealership settings' (issue 37: a manager who widens a slider must not break the wizard);
 * optional, as the wizard skips trade equity.
 */
function zSliderAnswer(sliders: PaymentSliders, name: WizardSlider) {
  const slider = sliders[name]
  const number = z.unknown().transform((value, ctx) => {
    // Blank text reads as 0 (empty text is no answer, left out before this runs).
    const parsed = typeof value === 'string' ? (parseAmount(value) ?? 0) : value
    const check = validateSliderValue(typeof parsed === 'number' ? parsed : Number.NaN, slider, name)
    if (check.ok) return check.value
    ctx.addIssue({ code: 'custom', message: check.message })
    return z.NEVER
  })
  return z.preprocess((value) => (value === null || value === '' ? undefined : value), number.optional())
}

/**
 * The pricing wizard's answers ride along with UNLOCK_PRICE (site.md sections 4 and 9), checked
 * against `sliders`: the dealership settings' on the server and in the wizard alike.
 */
export function unlockPriceSchemaFor(sliders: PaymentSliders) {
  return unlockInventorySchema.extend({
    downPayment: zSliderAnswer(sliders, 'downPayment'),
    hasTradeIn: z.boolean().optional(),
    tradeEquity: zSliderAnswer(sliders, 'tradeEquity'),
    creditScore: zSliderAnswer(sliders, 'creditScore'),
  })
}

/** With the spec's sample bounds: what a caller that knows no settings checks against. */
export const unlockPriceSchema = unlockPriceSchemaFor(SAMPLE_PAYMENT_SLIDERS)

export type UnlockInventoryInput = z.output<typeof unlockInventorySchema>
export type UnlockPriceInput = z.output<typeof unlockPriceSchema>
