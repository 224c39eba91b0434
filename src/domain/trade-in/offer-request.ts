/**
 * The instant-offer request, one schema for the shopper's form and the route handler
 * (ARCHITECTURE.md convention 4). Bad input is answered with field errors, never an engine error:
 * negative or absurd mileage, a VIN that fails its check digit, unknown or missing answers (issue 7).
 */
import { z } from 'zod'
import '../validation/zod-config'
import { checkVin } from '../vehicles/vin'
import { zOptionalText, zRequiredText } from '../validation/zod'

export const MAX_MILEAGE = 999_999

/**
 * The questionnaire's answers by question id: the one shape the quote takes and a sell-or-trade
 * lead carries (issue 16 section 3: an array here once reached the CRM as a zod message).
 */
const ANSWERS_MESSAGE = 'Answer the questions about the vehicle again.'
export const tradeInAnswersSchema = z.record(
  z.string().max(20),
  z.union([z.string().max(2000), z.number(), z.array(z.string().max(100)).max(20)], { error: ANSWERS_MESSAGE }),
  { error: ANSWERS_MESSAGE },
)

/** A number field left empty (or sent as null) is missing, not 0. */
function blankToUndefined(value: unknown): unknown {
  return value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value
}

export function offerRequestSchema(now: Date) {
  const maxYear = now.getUTCFullYear() + 1
  return z.object({
    vehicle: z.object({
      vin: z
        .preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().optional())
        .superRefine((vin, ctx) => {
          if (vin === undefined) return
          const check = checkVin(vin)
          if (!check.ok)
            ctx.addIssue({
              code: 'custom',
              message: 'Enter the 17-character VIN exactly as it appears on the vehicle.',
            })
        }),
      year: z.preprocess(
        blankToUndefined,
        z.coerce
          .number({ error: 'Enter the year of the vehicle.' })
          .int({ error: 'Enter the year of the vehicle.' })
          .min(1980, { error: 'Enter the year of the vehicle.' })
          .max(maxYear, { error: 'Enter the year of the vehicle.' }),
      ),
      make: zRequiredText('Enter the make of the vehicle.', 60),
      model: zRequiredText('Enter the model of the vehicle.', 60),
      series: zOptionalText(60),
      style: zOptionalText(60),
      // An empty field is no mileage, not 0 miles: `z.coerce` alone made "" and null 0 and quoted an
      // offer for a vehicle whose mileage was never given.
      mileage: z.preprocess(
        blankToUndefined,
        z.coerce
          .number({ error: 'Enter the mileage of the vehicle.' })
          .int({ error: 'Enter the mileage in whole miles.' })
          .min(0, { error: 'Mileage cannot be negative.' })
          .max(MAX_MILEAGE, { error: 'Enter the mileage of the vehicle.' }),
      ),
      exteriorColor: zOptionalText(40),
      licencePlate: zOptionalText(12),
      state: zOptionalText(2),
    }),
    answers: tradeInAnswersSchema.default({}),
  })
}

export type OfferRequest = z.infer<ReturnType<typeof offerRequestSchema>>

/** zod issues -> { 'vehicle.mileage': 'Mileage cannot be negative.' } (first message per field). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'form'
    out[key] ??= issue.message
  }
  return out
}
