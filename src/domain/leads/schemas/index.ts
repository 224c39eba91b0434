import type { z } from 'zod'
import type { ContactFormType, FormType } from '../form-types'
import { applyFinancingSchema } from './apply-financing'
import { careersSchema } from './careers'
import { contactSchemaFor } from './contact'
import { fullCreditAppSchema } from './full-credit-app'
import { referralSchema } from './referral'
import { sellOrTradeLeadSchema } from './sell-or-trade'
import { serviceSchema } from './service'
import { staffMemberSchema } from './staff-member'
import { testDriveSchema } from './test-drive'
import { unlockInventorySchema, unlockPriceSchema, unlockPriceSchemaFor } from './unlock'
import type { PaymentSliders } from '../../financing/sliders'
import { priceAlertLeadSchema } from './price-alert'
import { savedSearchLeadSchema } from './saved-search'

export * from './apply-financing'
export * from './careers'
export * from './common'
export * from './contact'
export * from './full-credit-app'
export * from './offer-claim'
export * from './price-alert'
export * from './referral'
export * from './sell-or-trade'
export * from './service'
export * from './staff-member'
export * from './test-drive'
export * from './unlock'

/**
 * Built once: zod compiles an object schema's parser on its first parse, so a schema built per
 * request paid that again on every lead (a contact lead's parse took 0.20 ms, 0.11 ms with these).
 */
const contactSchemas = {
  CONTACT_SALES: contactSchemaFor('CONTACT_SALES'),
  CONTACT_FINANCE: contactSchemaFor('CONTACT_FINANCE'),
  CONTACT_TRADE: contactSchemaFor('CONTACT_TRADE'),
  CONTACT_SELL: contactSchemaFor('CONTACT_SELL'),
  CONTACT_SUPPORT: contactSchemaFor('CONTACT_SUPPORT'),
  CONTACT_BILLING: contactSchemaFor('CONTACT_BILLING'),
  CONTACT_GENERAL: contactSchemaFor('CONTACT_GENERAL'),
} satisfies Record<ContactFormType, z.ZodType>

/**
 * What a schema may depend on besides the date: the pricing wizard's slider bounds, from the
 * dealership settings (issue 37). Absent, the spec's sample bounds apply.
 */
export type LeadSchemaContext = { sliders?: PaymentSliders }

/** UNLOCK_PRICE with the sample bounds is built once; with a settings' bounds, once per bounds object. */
const unlockPriceBySliders = new WeakMap<PaymentSliders, ReturnType<typeof unlockPriceSchemaFor>>()
function unlockPriceFor(sliders: PaymentSliders | undefined) {
  if (!sliders) return unlockPriceSchema
  let schema = unlockPriceBySliders.get(sliders)
  if (!schema) unlockPriceBySliders.set(sliders, (schema = unlockPriceSchemaFor(sliders)))
  return schema
}

/**
 * One schema per form type (visitor-layer.md section 7). Each entry is a factory taking `now`,
 * because some rules depend on the date (age >= 18, test drive day); the others ignore it, and
 * the settings a rule depends on (`context`). The same schemas back the client forms and the route
 * handler (ARCHITECTURE.md convention 4).
 */
export const leadSchemas = {
  UNLOCK_INVENTORY: (_now: Date) => unlockInventorySchema,
  UNLOCK_PRICE: (_now: Date, context: LeadSchemaContext = {}) => unlockPriceFor(context.sliders),
  SCHEDULE_TEST_DRIVE: (now: Date) => testDriveSchema(now),
  SELL_OR_TRADE: (now: Date) => sellOrTradeLeadSchema(now),
  CONTACT_SALES: (_now: Date) => contactSchemas.CONTACT_SALES,
  CONTACT_FINANCE: (_now: Date) => contactSchemas.CONTACT_FINANCE,
  CONTACT_TRADE: (_now: Date) => contactSchemas.CONTACT_TRADE,
  CONTACT_SELL: (_now: Date) => contactSchemas.CONTACT_SELL,
  CONTACT_SUPPORT: (_now: Date) => contactSchemas.CONTACT_SUPPORT,
  CONTACT_BILLING: (_now: Date) => contactSchemas.CONTACT_BILLING,
  CONTACT_GENERAL: (_now: Date) => contactSchemas.CONTACT_GENERAL,
  STAFF_MEMBER: (_now: Date) => staffMemberSchema,
  CAREERS: (_now: Date) => careersSchema,
  APPLY_FINANCING: (now: Date) => applyFinancingSchema(now),
  FULL_CREDIT_APP: (now: Date) => fullCreditAppSchema(now),
  SERVICE: (_now: Date) => serviceSchema,
  REFERRAL: (_now: Date) => referralSchema,
  PRICE_ALERT: (_now: Date) => priceAlertLeadSchema,
  SAVED_SEARCH: (_now: Date) => savedSearchLeadSchema,
} satisfies Record<FormType, (now: Date, context?: LeadSchemaContext) => z.ZodType>

/** The parsed (output) value of each form type. */
export type LeadInputs = { [K in FormType]: z.output<ReturnType<(typeof leadSchemas)[K]>> }

/** A parsed lead, discriminated by its form type. */
export type ParsedLead = { [K in FormType]: { formType: K; data: LeadInputs[K] } }[FormType]
