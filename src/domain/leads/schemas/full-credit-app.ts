import { z } from 'zod'
import { MESSAGES, wholeNumberMessage } from '../../validation/messages'
import {
  zAccepted,
  zDateOfBirth,
  zEmail,
  zOptionalNumber,
  zOptionalPhone,
  zOptionalText,
  zPhone,
  zRequiredNumber,
  zRequiredText,
  zSsn,
} from '../../validation/zod'
import { addressFields, baseFields, vehicleRefSchema } from './common'
import { employmentStatusSchema, housingStatusSchema } from './apply-financing'

/**
 * Full credit application (site.md sections 1 and 2, /auto-financing/full-credit-application):
 * applicant, residence, employment, income, an optional co-applicant, the SSN and date of birth
 * (adult on `now`), and consent to sign electronically (/legal/electronic-signature-disclosure).
 * The SSN and date of birth stay in the database; e-mails only link to the admin record.
 */
function applicantSchema(now: Date) {
  return z.object(
    {
      firstName: zRequiredText(MESSAGES.firstName, 100),
      middleName: zOptionalText(100),
      lastName: zRequiredText(MESSAGES.lastName, 100),
      email: zEmail,
      phone: zPhone,
      dateOfBirth: zDateOfBirth(now),
      ssn: zSsn,
    },
    { error: MESSAGES.required },
  )
}

const residenceSchema = z.object(
  {
    ...addressFields,
    housingStatus: housingStatusSchema,
    monthlyPayment: zOptionalNumber({ min: 0, max: 1_000_000 }, MESSAGES.amount),
    yearsAtAddress: zOptionalNumber({ int: true, min: 0, max: 100 }, wholeNumberMessage(0, 100)),
    monthsAtAddress: zOptionalNumber({ int: true, min: 0, max: 11 }, wholeNumberMessage(0, 11)),
  },
  { error: MESSAGES.required },
)

const employmentSchema = z.object(
  {
    status: employmentStatusSchema,
    employer: zOptionalText(),
    title: zOptionalText(),
    phone: zOptionalPhone,
    yearsEmployed: zOptionalNumber({ int: true, min: 0, max: 80 }, wholeNumberMessage(0, 80)),
    monthsEmployed: zOptionalNumber({ int: true, min: 0, max: 11 }, wholeNumberMessage(0, 11)),
  },
  { error: MESSAGES.required },
)

const incomeSchema = z.object(
  {
    /** Gross monthly income; 0 is "empty" per site.md section 5, so it is refused as missing. */
    monthlyGross: zRequiredNumber(MESSAGES.required, { min: 0, max: 10_000_000 }, MESSAGES.amount),
    otherMonthly: zOptionalNumber({ min: 0, max: 10_000_000 }, MESSAGES.amount),
    otherSource: zOptionalText(),
  },
  { error: MESSAGES.required },
)

function partySchema(now: Date) {
  return {
    applicant: applicantSchema(now),
    residence: residenceSchema,
    employment: employmentSchema,
    income: incomeSchema,
  }
}

export function fullCreditAppSchema(now: Date) {
  return z.object({
    ...baseFields,
    ...partySchema(now),
    coApplicant: z.object(partySchema(now), { error: MESSAGES.required }).optional(),
    vehicle: vehicleRefSchema,
    downPayment: zOptionalNumber({ min: 0, max: 1_000_000 }, MESSAGES.amount),
    /** Consent to the electronic signature disclosure. */
    eSignatureConsent: zAccepted,
  })
}

export type FullCreditAppInput = z.output<ReturnType<typeof fullCreditAppSchema>>
