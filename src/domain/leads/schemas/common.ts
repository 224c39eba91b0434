import { z } from 'zod'
import { MESSAGES } from '../../validation/messages'
import { AD_TRACKING_PARAMS, type AdTrackingParam } from '../../tracking/ad-params'
import {
  TEXT_MAX,
  zEmail,
  zHoneypot,
  zOptionalNumber,
  zOptionalText,
  zPhone,
  zRequiredText,
} from '../../validation/zod'

/**
 * Pieces every lead form schema shares (visitor-layer.md section 3 "Lead payload").
 * z.object strips unknown keys, so a client can never smuggle recipients or settings into a lead.
 */

/** Ad-tracking parameters stored with a lead (site.md section 9, visitor-layer.md section 3). */
export const AD_TRACKING_KEYS = AD_TRACKING_PARAMS
export type AdTrackingKey = AdTrackingParam
/** The spec's parameters, and the cookies Site settings names (visitor-layer.md section 3, issue 40). */
export type AdsValues = Partial<Record<AdTrackingKey, string>> & { readonly [cookieName: string]: string | undefined }

const adsValuesShape = Object.fromEntries(AD_TRACKING_KEYS.map((key) => [key, zOptionalText(500)])) as Record<
  AdTrackingKey,
  ReturnType<typeof zOptionalText>
>

export const adsValuesSchema = z.object(adsValuesShape).optional()

/**
 * Fields on every form: honeypot `website`, the page url and the visitor's store. Ad values are
 * not among them: the server reads them from the visitor's consented cookies (issue 15), so a
 * form cannot claim a campaign.
 */
export const baseFields = {
  /** Honeypot: hidden from people, so it must stay empty (site.md section 5 "empty"). */
  website: zHoneypot,
  url: zOptionalText(2048),
  /** The store the visitor picked (site.md section 6); resolved against settings, never trusted for e-mail. */
  storeId: zOptionalText(100),
}

/** Personal details with the spec's field messages (site.md section 5). */
export const personFields = {
  firstName: zRequiredText(MESSAGES.firstName, 100),
  lastName: zRequiredText(MESSAGES.lastName, 100),
  email: zEmail,
  phone: zPhone,
}

/** Two-letter US state or Canadian province code. */
export const zRegionCode = zRequiredText(MESSAGES.required, 20)
  .transform((value) => value.toUpperCase())
  .refine((value) => /^[A-Z]{2}$/.test(value), { error: MESSAGES.state })

/** US ZIP or ZIP+4. */
export const zPostalCode = zRequiredText(MESSAGES.required, 20).refine((value) => /^\d{5}(?:-\d{4})?$/.test(value), {
  error: MESSAGES.zip,
})

/** A postal address (visitor-layer.md section 3: street, apartment, city, regioncode, postalcode). */
export const addressFields = {
  street: zRequiredText(MESSAGES.required, TEXT_MAX),
  apartment: zOptionalText(50),
  city: zRequiredText(MESSAGES.required, 100),
  state: zRegionCode,
  zip: zPostalCode,
}
export const addressSchema = z.object(addressFields, { error: MESSAGES.required })

/** A price: a number, or an object with salePrice and oldPrice (site.md section 3). */
export const priceSchema = z
  .union([
    zOptionalNumber({ min: 0, max: 100_000_000 }),
    z.object({
      salePrice: zOptionalNumber({ min: 0, max: 100_000_000 }),
      oldPrice: zOptionalNumber({ min: 0, max: 100_000_000 }),
    }),
  ])
  .optional()

/**
 * The vehicle a lead is about, as the page knows it (visitor-layer.md section 3 "Vehicle fields in
 * forms and events"). All optional: a lead is never refused for a missing vehicle detail.
 */
export const vehicleRefSchema = z
  .object({
    vin: zOptionalText(17),
    year: zOptionalNumber({ int: true, min: 1900, max: 2100 }),
    make: zOptionalText(),
    model: zOptionalText(),
    trim: zOptionalText(),
    stockNumber: zOptionalText(50),
    condition: zOptionalText(20),
    bodystyle: zOptionalText(50),
    transmission: zOptionalText(50),
    doors: zOptionalNumber({ int: true, min: 0, max: 10 }),
    exteriorColor: zOptionalText(50),
    interiorColor: zOptionalText(50),
    fuelType: zOptionalText(50),
    price: priceSchema,
    mileage: zOptionalNumber({ min: 0, max: 2_000_000 }),
    miles: zOptionalNumber({ min: 0, max: 2_000_000 }),
    url: zOptionalText(2048),
  })
  .optional()

export type VehicleRef = NonNullable<z.output<typeof vehicleRefSchema>>

/** Caps an opaque JSON value (answers, offers) so a lead cannot carry megabytes. */
export function zOpaque(maxJsonLength = 20_000) {
  return z
    .union([z.record(z.string(), z.unknown()), z.array(z.unknown())])
    .refine((value) => JSON.stringify(value).length <= maxJsonLength, { error: MESSAGES.tooLong })
}
