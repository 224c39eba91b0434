/**
 * Form type codes (visitor-layer.md section 7): every lead form sends with one of these, and the
 * e-mail routing table (site.md section 3) is keyed by them.
 *
 * CONTACT_{inquiry target}: the spec names the pattern but not the targets. Ours, one per contact
 * inquiry type (site.md section 3), so each inquiry can be routed to its own department:
 *   1 purchasing a vehicle -> CONTACT_SALES     5 recent vehicle purchase -> CONTACT_SUPPORT
 *   2 financing options    -> CONTACT_FINANCE   6 billing issues          -> CONTACT_BILLING
 *   3 trade appraisal      -> CONTACT_TRADE     7 general questions       -> CONTACT_GENERAL
 *   4 selling my car       -> CONTACT_SELL
 *
 * REFERRAL is OUR addition for the /referrals page (site.md section 2 lists the page, section 7
 * names no form type for it).
 *
 * PRICE_ALERT is OUR addition too (issue 21): the lead a confirmed price-drop alert becomes when the
 * shopper asked for a salesperson to get their details. No form posts it: the server makes it on
 * confirmation (src/services/price-alerts/confirm.ts; decision 0270).
 *
 * SAVED_SEARCH is OUR addition too (issue 38): the lead a confirmed saved search becomes when the
 * shopper asked for a salesperson (src/services/saved-searches/confirm.ts; decision 0337).
 */
export const CONTACT_FORM_TYPES = [
  'CONTACT_SALES',
  'CONTACT_FINANCE',
  'CONTACT_TRADE',
  'CONTACT_SELL',
  'CONTACT_SUPPORT',
  'CONTACT_BILLING',
  'CONTACT_GENERAL',
] as const

export const FORM_TYPES = [
  'UNLOCK_INVENTORY',
  'UNLOCK_PRICE',
  'SCHEDULE_TEST_DRIVE',
  'SELL_OR_TRADE',
  ...CONTACT_FORM_TYPES,
  'STAFF_MEMBER',
  'CAREERS',
  'APPLY_FINANCING',
  'FULL_CREDIT_APP',
  'SERVICE',
  'REFERRAL',
  'PRICE_ALERT',
  'SAVED_SEARCH',
] as const

export type FormType = (typeof FORM_TYPES)[number]
export type ContactFormType = (typeof CONTACT_FORM_TYPES)[number]

export function isFormType(value: unknown): value is FormType {
  return typeof value === 'string' && (FORM_TYPES as readonly string[]).includes(value)
}

/** Made by the server, never accepted from a form post (POST /api/leads answers 400). */
export const SERVER_MADE_FORM_TYPES: readonly FormType[] = ['PRICE_ALERT', 'SAVED_SEARCH']

/** A form type a browser form may post to POST /api/leads. */
export function isPostedFormType(value: unknown): value is FormType {
  return isFormType(value) && !SERVER_MADE_FORM_TYPES.includes(value)
}

export function isContactFormType(value: unknown): value is ContactFormType {
  return typeof value === 'string' && (CONTACT_FORM_TYPES as readonly string[]).includes(value)
}

/** Contact inquiry types 1-7 (site.md section 3), with the dropdown label and the form type. */
export const CONTACT_INQUIRY_TYPES = [
  { id: 1, label: 'Purchasing a vehicle', formType: 'CONTACT_SALES' },
  { id: 2, label: 'Financing options', formType: 'CONTACT_FINANCE' },
  { id: 3, label: 'Trade appraisal', formType: 'CONTACT_TRADE' },
  { id: 4, label: 'Selling my car', formType: 'CONTACT_SELL' },
  { id: 5, label: 'Recent vehicle purchase', formType: 'CONTACT_SUPPORT' },
  { id: 6, label: 'Billing issues', formType: 'CONTACT_BILLING' },
  { id: 7, label: 'General questions', formType: 'CONTACT_GENERAL' },
] as const satisfies readonly { id: number; label: string; formType: ContactFormType }[]

export type ContactInquiryId = (typeof CONTACT_INQUIRY_TYPES)[number]['id']

export function isContactInquiryId(value: unknown): value is ContactInquiryId {
  return CONTACT_INQUIRY_TYPES.some((type) => type.id === value)
}

/** The CONTACT_{target} code for an inquiry type, or null for an unknown id. */
export function contactFormType(inquiryId: number): ContactFormType | null {
  return CONTACT_INQUIRY_TYPES.find((type) => type.id === inquiryId)?.formType ?? null
}

export function contactInquiryLabel(inquiryId: number): string | null {
  return CONTACT_INQUIRY_TYPES.find((type) => type.id === inquiryId)?.label ?? null
}

/**
 * Inquiries about the visitor's own car (trade appraisal, selling my car) show the vehicle fields
 * make, model, year, price and mileage (site.md section 3 "vehicle form fields"). OURS: the spec
 * does not say when the vehicle variant appears; these two are the ones about the visitor's car.
 */
export const VEHICLE_INQUIRY_IDS: readonly number[] = [3, 4]

/** Human names used in headings, the ADF <service> and the admin. */
export const FORM_TYPE_LABELS: Record<FormType, string> = {
  UNLOCK_INVENTORY: 'Unlock Inventory',
  UNLOCK_PRICE: 'Unlock Price',
  SCHEDULE_TEST_DRIVE: 'Schedule Test Drive',
  SELL_OR_TRADE: 'Sell or Trade',
  CONTACT_SALES: 'Contact - Purchasing a vehicle',
  CONTACT_FINANCE: 'Contact - Financing options',
  CONTACT_TRADE: 'Contact - Trade appraisal',
  CONTACT_SELL: 'Contact - Selling my car',
  CONTACT_SUPPORT: 'Contact - Recent vehicle purchase',
  CONTACT_BILLING: 'Contact - Billing issues',
  CONTACT_GENERAL: 'Contact - General questions',
  STAFF_MEMBER: 'Connect with a Staff Member',
  CAREERS: 'Careers',
  APPLY_FINANCING: 'Apply for Financing',
  FULL_CREDIT_APP: 'Full Credit Application',
  SERVICE: 'Service',
  REFERRAL: 'Referral',
  PRICE_ALERT: 'Price-Drop Alert',
  SAVED_SEARCH: 'Saved Search',
}

/**
 * Forms that carry credit data. Their e-mails never hold the application itself, only a link to
 * the record in the admin (SSN and date of birth must not travel by e-mail).
 */
export const FINANCING_FORM_TYPES: readonly FormType[] = ['APPLY_FINANCING', 'FULL_CREDIT_APP']

export function isFinancingFormType(formType: FormType): boolean {
  return FINANCING_FORM_TYPES.includes(formType)
}
