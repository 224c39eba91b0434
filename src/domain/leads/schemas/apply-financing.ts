import { z } from 'zod'
import { MESSAGES, amountUpToMessage } from '../../validation/messages'
import { zAccepted, zDateOfBirth, zOptionalNumber } from '../../validation/zod'
import { SAMPLE_PAYMENT_SLIDERS } from '../../financing/sliders'
import { addressSchema, baseFields, personFields, vehicleRefSchema } from './common'

/** The down payment's range is the payment slider's (site.md section 9: 0 to 20000). */
const DOWN_PAYMENT_MAX = SAMPLE_PAYMENT_SLIDERS.downPayment.max

/**
 * Apply for financing / free credit score pre-approval (site.md sections 1 and 2): a soft check
 * with no effect on the credit score. It needs who and where the applicant is, a date of birth
 * (adults only, checked against `now`) and consent to the soft credit check.
 */
export function applyFinancingSchema(now: Date) {
  return z.object({
    ...baseFields,
    ...personFields,
    address: addressSchema,
    dateOfBirth: zDateOfBirth(now),
    monthlyIncome: zOptionalNumber({ min: 0, max: 10_000_000 }, MESSAGES.amount),
    downPayment: zOptionalNumber({ min: 0, max: DOWN_PAYMENT_MAX }, amountUpToMessage(DOWN_PAYMENT_MAX)),
    vehicle: vehicleRefSchema,
    /** Consent to the soft credit inquiry and to being contacted (site.md section 5 disclaimers). */
    creditConsent: zAccepted,
  })
}

export type ApplyFinancingInput = z.output<ReturnType<typeof applyFinancingSchema>>

export const HOUSING_STATUSES = ['own', 'rent', 'family', 'other'] as const
export const EMPLOYMENT_STATUSES = ['employed', 'self-employed', 'retired', 'student', 'unemployed', 'other'] as const

export const housingStatusSchema = z.enum(HOUSING_STATUSES, { error: MESSAGES.required })
export const employmentStatusSchema = z.enum(EMPLOYMENT_STATUSES, { error: MESSAGES.required })
