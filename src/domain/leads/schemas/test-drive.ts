import { z } from 'zod'
import { parseIsoDate } from '../../validation/date'
import { MESSAGES } from '../../validation/messages'
import { LONG_TEXT_MAX, zIsoDate, zOptionalText, zRequiredText } from '../../validation/zod'
import { baseFields, personFields, vehicleRefSchema } from './common'
import { STORE_TIME_ZONE_VALUES } from '../../stores/time-zones'

/**
 * Test drive scheduler (site.md sections 3 and 4): choose day, then time, then person details.
 * `now` comes in so the day can be checked against today: the day may not lie before yesterday
 * in UTC, which leaves room for every US time zone without knowing the store's.
 */
export function testDriveSchema(now: Date) {
  const yesterday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1)
  return z.object({
    ...baseFields,
    ...personFields,
    day: zIsoDate.refine(
      (value) => {
        const parts = parseIsoDate(value)
        return parts === null || Date.UTC(parts.year, parts.month - 1, parts.day) >= yesterday
      },
      { error: MESSAGES.date },
    ),
    /** 24-hour HH:mm, as the time picker sends it. */
    time: zRequiredText(MESSAGES.required, 5).refine((value) => /^(?:[01]\d|2[0-3]):[0-5]\d$/.test(value), {
      error: MESSAGES.required,
    }),
    /** The store's time zone, whose clock the day and time are on (decision 0290). */
    timeZone: z.enum(STORE_TIME_ZONE_VALUES, { error: MESSAGES.required }).optional(),
    vehicle: vehicleRefSchema,
    message: zOptionalText(LONG_TEXT_MAX),
  })
}

export type TestDriveInput = z.output<ReturnType<typeof testDriveSchema>>
