import { formatPhoneAdf } from '../../validation/phone'
import { utcOffsetOf } from '../../stores/time-zones'
import { FORM_TYPE_LABELS, isFinancingFormType } from '../form-types'
import type { Lead } from '../lead'
import { redactSensitive } from '../redact'
import {
  PHONE_VERIFIED_TEXT,
  PREFERRED_LANGUAGE_LABEL,
  preferredLanguage,
  adminLinkText,
  appointmentText,
  safeDetailRows,
  trackingRows,
} from '../summary'
import { adfVehicleNode, adfVehicles } from './adf-vehicle'
import { elementNode, requiredTextNode, serialize, textNode, type XmlNode } from './xml'

/**
 * ADF/XML 1.0 lead renderer (visitor-layer.md sections 4 and 7, lead format; DTD in
 * adf-1.0.dtd). Pure: the time, the prospect status and every dealership value come in `ctx`.
 */
export type AdfContext = {
  /** Request date of the lead (<requestdate>, ISO 8601). */
  now: Date
  /** 'new' for the first lead from a browser, 'resend' after (visitor-layer.md section 4). */
  status: 'new' | 'resend'
  /** Routing subject; the provider is named 'Website - {subject}'. */
  subject: string
  /** Our lead id, so a CRM can spot duplicates. */
  leadId?: string | number
  /** The dealership (store or company settings) the lead is for. */
  vendor: { name: string; email: string; phone?: string; url?: string }
  /** The website that produced the lead. */
  provider: { url: string; email?: string; phone?: string }
  /** Admin link to the record, sent instead of financing data. */
  adminUrl?: string
}

export const ADF_PROLOG = '<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>'

/** ISO 8601 without milliseconds, e.g. 2025-06-15T15:30:00Z. */
export function adfDate(instant: Date): string {
  return instant.toISOString().replace(/\.\d{3}Z$/, 'Z')
}

function phoneNode(phone: string | undefined): XmlNode | null {
  return phone ? textNode('phone', formatPhoneAdf(phone), { type: 'voice', time: 'day' }) : null
}

function customerComments(lead: Lead, ctx: AdfContext): string {
  const lines: string[] = []
  if (lead.message) lines.push(lead.message)
  const language = preferredLanguage(lead)
  if (language) lines.push(`${PREFERRED_LANGUAGE_LABEL}: ${language}`)
  if (lead.phoneVerified) lines.push(PHONE_VERIFIED_TEXT)
  const appointment = appointmentText(lead.appointment)
  if (appointment) lines.push(appointment)
  if (isFinancingFormType(lead.formType)) lines.push(adminLinkText(ctx.adminUrl))
  for (const row of safeDetailRows(lead)) lines.push(`${row.label}: ${row.value}`)
  if (lead.url) lines.push(`Page: ${lead.url}`)
  const tracking = trackingRows(lead)
  if (tracking.length > 0)
    lines.push(`Ad tracking: ${tracking.map(({ label, value }) => `${label}: ${value}`).join('; ')}`)
  return lines.join('\n')
}

/**
 * The DTD wants at least one <name> in a contact. A shopper who gave only an e-mail address (a
 * price-drop alert's lead, decision 0270) is named by that address, as CRMs list such contacts.
 */
function nameNodes(customer: Lead['customer']): Array<XmlNode | null> {
  if (!customer.firstName.trim() && !customer.lastName.trim())
    return [textNode('name', customer.email, { part: 'full', type: 'individual' })]
  return [
    textNode('name', customer.firstName, { part: 'first', type: 'individual' }),
    textNode('name', customer.lastName, { part: 'last', type: 'individual' }),
  ]
}

function customerNode(lead: Lead, ctx: AdfContext): XmlNode {
  const { customer } = lead
  const address = customer.address?.street
    ? elementNode(
        'address',
        [
          textNode('street', customer.address.street, { line: 1 }),
          textNode('apartment', customer.address.apartment),
          textNode('city', customer.address.city),
          textNode('regioncode', customer.address.regioncode),
          textNode('postalcode', customer.address.postalcode),
          textNode('country', 'US'),
        ],
        { type: customer.address.type ?? 'home' },
      )
    : null
  const appointment = lead.appointment
  const timeframe = appointment
    ? elementNode('timeframe', [
        textNode('description', appointmentText(appointment)),
        textNode('earliestdate', earliestDate(appointment)),
      ])
    : null
  return elementNode('customer', [
    elementNode('contact', [
      ...nameNodes(customer),
      textNode('email', customer.email),
      phoneNode(customer.phone),
      address,
    ]),
    timeframe,
    textNode('comments', customerComments(lead, ctx)),
  ])
}

export function renderAdf(input: Lead, ctx: AdfContext): string {
  // Defence in depth: sensitive keys (ssn, dateOfBirth, dob) never reach the XML.
  const lead = redactSensitive(input)
  const prospect = elementNode(
    'prospect',
    [
      ctx.leadId === undefined ? null : textNode('id', ctx.leadId, { sequence: 1, source: ctx.provider.url }),
      textNode('requestdate', adfDate(ctx.now)),
      ...adfVehicles(lead).map(adfVehicleNode),
      customerNode(lead, ctx),
      elementNode('vendor', [
        requiredTextNode('vendorname', ctx.vendor.name),
        textNode('url', ctx.vendor.url),
        elementNode('contact', [
          requiredTextNode('name', ctx.vendor.name, { part: 'full', type: 'business' }),
          textNode('email', ctx.vendor.email),
          phoneNode(ctx.vendor.phone),
        ]),
      ]),
      elementNode('provider', [
        textNode('name', `Website - ${ctx.subject}`, { part: 'full', type: 'business' }),
        textNode('service', FORM_TYPE_LABELS[lead.formType]),
        textNode('url', ctx.provider.url),
        textNode('email', ctx.provider.email),
        phoneNode(ctx.provider.phone),
      ]),
    ],
    { status: ctx.status },
  )
  return `${ADF_PROLOG}\n${serialize(elementNode('adf', [prospect]))}\n`
}

/** ISO 8601 for the ADF: the store's UTC offset written when the lead names its zone (decision 0290). */
function earliestDate(appointment: NonNullable<Lead['appointment']>): string {
  if (!appointment.time) return appointment.date
  const offset = appointment.timeZone ? utcOffsetOf(appointment.date, appointment.time, appointment.timeZone) : ''
  return `${appointment.date}T${appointment.time}${offset}`
}
