import { DEFAULT_LOCALE, type Locale } from '../i18n/locale-path'
import type { FormType } from './form-types'
import type { LeadVehicle, SellIntent } from './lead'
import type { AdsValues } from './schemas/common'
import type { ParsedLead } from './schemas'
import { toLead } from './to-lead'
import { extractCreditSecrets, leadFieldsWithoutSecrets, type CreditSecrets } from './credit-data'
import { channelOf, type Attribution } from '../attribution'
import type { Assignment } from '../experiments/types'

/**
 * The stored lead (issue 4: form type, fields, vehicle of interest, trade vehicle, visitor id, page
 * URL, ad-tracking values, consent state) as one flat record, field names as in the leads
 * collection. Intake writes it with one INSERT (docs/decisions/0100); the store and the resume
 * are resolved by the service. SSN and date of birth never reach it: they come back as `secrets`
 * for the encrypted credit-applications store (issue 6).
 */
export type LeadRecord = {
  title: string
  formType: FormType
  fields: Record<string, unknown>
  vehicleOfInterest: LeadVehicle | null
  tradeVehicle: (LeadVehicle & { intent: SellIntent }) | null
  pageUrl: string | null
  visitorId: string | null
  adsValues: AdsValues | null
  /** First and last touch, and the last touch's source / medium / campaign as columns to filter and group by. */
  attribution: Attribution | null
  source: string | null
  medium: string | null
  campaign: string | null
  firstSource: string | null
  firstMedium: string | null
  firstCampaign: string | null
  phoneVerified: boolean
  experiments: Assignment[] | null
  /** The sender's address as the rate limits derived it (issue 16, decision 0200). */
  clientAddress: string | null
  consentState: string[] | null
  /** The language of the page it was sent from (issue 39). */
  language: Locale
  prospectStatus: 'new' | 'resend'
  deliveryStatus: 'pending'
  attempts: 0
  deliveryRound: 1
}

export type LeadRecordInput = {
  parsed: ParsedLead
  visitorId: string | null
  /**
   * Read by the server from the visitor's cookies, only under functional consent (issue 15): the
   * adsValues map, the first/last touch. Never from the form body.
   */
  adsValues?: AdsValues | null
  attribution?: Attribution | null
  /** The server's proof that this browser verified the lead's phone (decision 0177). */
  phoneVerified?: boolean
  /** The visitor's recorded experiment exposures (decision 0176). */
  experiments?: Assignment[] | null
  clientAddress?: string | null
  consentState: string[] | null
  /** The language of the page the form was sent from (issue 39); English when absent. */
  language?: Locale
  prospectStatus: 'new' | 'resend'
}

export function leadRecord(input: LeadRecordInput): { record: LeadRecord; secrets: CreditSecrets | null } {
  const lead = toLead(input.parsed)
  // The honeypot is empty on every lead that gets this far; it is not part of what was asked.
  const { website: _honeypot, ...formFields } = input.parsed.data as Record<string, unknown>
  return {
    record: {
      title: leadTitle(lead.customer),
      formType: input.parsed.formType,
      fields: leadFieldsWithoutSecrets(formFields),
      vehicleOfInterest: lead.vehicle ?? null,
      tradeVehicle: lead.sellVehicle ? { ...lead.sellVehicle, intent: lead.sellIntent ?? 'trade' } : null,
      pageUrl: lead.url ?? null,
      visitorId: input.visitorId,
      adsValues: input.adsValues && Object.keys(input.adsValues).length > 0 ? input.adsValues : null,
      ...attributionColumns(input.attribution ?? null),
      phoneVerified: input.phoneVerified ?? false,
      experiments: input.experiments && input.experiments.length > 0 ? input.experiments : null,
      clientAddress: input.clientAddress ?? null,
      consentState: input.consentState,
      language: input.language ?? DEFAULT_LOCALE,
      prospectStatus: input.prospectStatus,
      deliveryStatus: 'pending',
      attempts: 0,
      deliveryRound: 1,
    },
    secrets: extractCreditSecrets(input.parsed.formType, formFields),
  }
}

/** "Jane Doe <jane@example.com>", or the address alone when no name was given (a price-drop alert's lead). */
function leadTitle(customer: { firstName: string; lastName: string; email: string }): string {
  const name = `${customer.firstName} ${customer.lastName}`.trim()
  return name ? `${name} <${customer.email}>` : customer.email
}

function attributionColumns(attribution: Attribution | null) {
  const empty = !attribution || (!attribution.first && !attribution.last)
  const last = empty ? null : channelOf(attribution.last ?? attribution.first)
  const first = empty ? null : channelOf(attribution.first ?? attribution.last)
  return {
    attribution: empty ? null : attribution,
    source: last?.source ?? null,
    medium: last?.medium ?? null,
    campaign: last?.campaign ?? null,
    firstSource: first?.source ?? null,
    firstMedium: first?.medium ?? null,
    firstCampaign: first?.campaign ?? null,
  }
}
