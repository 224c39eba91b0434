import { z } from 'zod'
import { MESSAGES } from '../../validation/messages'
import { LONG_TEXT_MAX, zIsoDate, zOptionalNumber, zOptionalText, zRequiredText } from '../../validation/zod'
import { baseFields, personFields } from './common'

/**
 * Service scheduling request (site.md section 2 "/service/schedule"). The spec does not show the
 * form's fields; ours: the services wanted, the car, an optional preferred date and time, a note.
 */
export const serviceSchema = z.object({
  ...baseFields,
  ...personFields,
  services: z.preprocess(
    (value) => (typeof value === 'string' ? [value] : value),
    z
      .array(zRequiredText(MESSAGES.required, 100), { error: MESSAGES.required })
      .min(1, { error: MESSAGES.required })
      .max(20, { error: MESSAGES.tooLong }),
  ),
  vehicle: z
    .object({
      year: zOptionalNumber({ int: true, min: 1900, max: 2100 }),
      make: zOptionalText(),
      model: zOptionalText(),
      mileage: zOptionalNumber({ min: 0, max: 2_000_000 }),
      vin: zOptionalText(17),
    })
    .optional(),
  preferredDate: z.preprocess((value) => (value === '' || value === null ? undefined : value), zIsoDate.optional()),
  preferredTime: zOptionalText(20),
  message: zOptionalText(LONG_TEXT_MAX),
})

export type ServiceInput = z.output<typeof serviceSchema>
