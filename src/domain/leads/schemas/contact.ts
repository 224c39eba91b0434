import { z } from 'zod'
import { isEmpty } from '../../validation/empty'
import { MESSAGES, VEHICLE_FIELDS, vehicleFieldMessage } from '../../validation/messages'
import { LONG_TEXT_MAX, zOptionalNumber, zOptionalText, zRequiredText } from '../../validation/zod'
import { VEHICLE_INQUIRY_IDS, contactFormType, isContactInquiryId, type ContactFormType } from '../form-types'
import { baseFields, personFields, vehicleRefSchema } from './common'
import { offerClaimSchema } from './offer-claim'

/**
 * Contact form (site.md sections 2 and 3): firstName, lastName, email, phone, message and an
 * inquiry type 1-7. The vehicle variant adds make, model, year, price and mileage, each with its
 * own message ('Enter the make of the vehicle.' ...). It applies to inquiries about the visitor's
 * own car (see VEHICLE_INQUIRY_IDS in form-types.ts).
 */
export const zInquiryType = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value),
  z.number({ error: MESSAGES.required }).refine(isContactInquiryId, { error: MESSAGES.required }),
)

const vehicleMessage = {
  make: vehicleFieldMessage('make'),
  model: vehicleFieldMessage('model'),
  year: vehicleFieldMessage('year'),
  price: vehicleFieldMessage('price'),
  mileage: vehicleFieldMessage('mileage'),
}

const contactObject = z.object({
  ...baseFields,
  ...personFields,
  inquiryType: zInquiryType,
  message: zRequiredText(MESSAGES.message, LONG_TEXT_MAX),
  /** The inventory vehicle the visitor was looking at, when the form sits on a vehicle page. */
  vehicle: vehicleRefSchema,
  // Vehicle variant (the visitor's own car); required only for vehicle inquiries, see below.
  make: zOptionalText(),
  model: zOptionalText(),
  year: zOptionalNumber({ int: true, min: 1900, max: 2100 }, vehicleMessage.year),
  price: zOptionalNumber({ min: 0, max: 10_000_000 }, vehicleMessage.price),
  mileage: zOptionalNumber({ int: true, min: 0, max: 2_000_000 }, vehicleMessage.mileage),
  /** A popup offer the shopper claims with this message (issue 37). */
  offer: offerClaimSchema,
})

/** Runs even when other fields failed, so the visitor sees every message at once. */
const always = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null }

/**
 * The contact form schema for client and server. Vehicle inquiries require the five vehicle
 * fields; per the spec's "empty" (site.md section 5) a price or mileage of 0 counts as missing.
 */
export const contactSchema = contactObject.superRefine((value, ctx) => {
  if (!VEHICLE_INQUIRY_IDS.includes(value.inquiryType)) return
  for (const field of VEHICLE_FIELDS) {
    if (isEmpty(value[field])) ctx.addIssue({ code: 'custom', path: [field], message: vehicleMessage[field] })
  }
}, always)

export type ContactInput = z.output<typeof contactSchema>

/** The schema for one CONTACT_{target} code: the inquiry type must belong to that code. */
export function contactSchemaFor(formType: ContactFormType) {
  return contactSchema.superRefine((value, ctx) => {
    if (contactFormType(value.inquiryType) !== formType) {
      ctx.addIssue({ code: 'custom', path: ['inquiryType'], message: MESSAGES.required })
    }
  })
}
