import { z } from 'zod'
import { MESSAGES, vehicleFieldMessage } from '../../validation/messages'
import { zOptionalNumber, zOptionalText, zRequiredNumber, zRequiredText } from '../../validation/zod'
import { baseFields, personFields, vehicleRefSchema, zOpaque } from './common'
import { tradeInAnswersSchema } from '../../trade-in/offer-request'
import { visitErrors } from '../../trade-in/visit'
import { toIsoDate } from '../../validation/date'

/**
 * Sell or trade (site.md sections 3 and 4), minimal shape: the visitor's vehicle, the
 * questionnaire answers and the offer are kept as opaque objects; the trade-in domain owns their
 * meaning. `intent` says whether the visitor sells ('sell', the default) or trades toward a car.
 */
export const sellVehicleSchema = z.looseObject({
  year: zRequiredNumber(vehicleFieldMessage('year'), { int: true, min: 1900, max: 2100 }),
  make: zRequiredText(vehicleFieldMessage('make')),
  model: zRequiredText(vehicleFieldMessage('model')),
  mileage: zOptionalNumber({ int: true, min: 0, max: 2_000_000 }, vehicleFieldMessage('mileage')),
  vin: zOptionalText(17),
  trim: zOptionalText(),
  /** Trade-in form extras (site.md section 3): body style picked from the market guide, options. */
  style: zOptionalText(60),
  options: zOptionalText(200),
})

export const sellOrTradeSchema = z.object({
  ...baseFields,
  ...personFields,
  intent: z.enum(['sell', 'trade'], { error: MESSAGES.required }).default('sell'),
  sellVehicle: sellVehicleSchema,
  // The same shape the quote takes: anything else is a 422, never a lead (issue 16 section 3).
  answers: tradeInAnswersSchema.optional(),
  offer: zOpaque().optional(),
  /** The offer the visitor picked: cashNow, moreCashLater or bringVehicleIn (site.md section 4). */
  selectedPayment: zOptionalText(50),
  /** Set by the server when it re-prices the lead (issue 7); whatever a browser sends is replaced. */
  visibleOffers: zOpaque(500).optional(),
  questionAnswers: zOpaque().optional(),
  /** The car the visitor wants, when trading toward one. */
  vehicle: vehicleRefSchema,
})

export type SellOrTradeInput = z.output<typeof sellOrTradeSchema>

/**
 * The lead as the server takes it: the day and time to bring the vehicle in (sellVehicle.date and
 * .time, the wizard's last step), when given, within the sales hours and not already past
 * (src/domain/trade-in/visit.ts; yesterday in UTC is the earliest, for every US time zone). The
 * errors keep the wizard's field names, so it shows them at its own fields.
 */
export function sellOrTradeLeadSchema(now: Date) {
  const earliest = toIsoDate(new Date(now.getTime() - 86_400_000))
  return sellOrTradeSchema.superRefine((lead, ctx) => {
    const { date, time } = lead.sellVehicle
    // The wizard always sends both (its last step requires them); a lead without them names no visit.
    if (date === undefined && time === undefined) return
    for (const [field, message] of Object.entries(visitErrors({ date, time }, earliest)))
      ctx.addIssue({ code: 'custom', path: [field], message })
  })
}
