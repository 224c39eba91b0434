import { formatCount, formatDollars } from '../money'
import { formatPhoneEmail } from '../validation/phone'
import { telHref } from '../phone/phone-links'
import { FORM_TYPE_LABELS, isFinancingFormType } from './form-types'
import type { Lead, LeadVehicle } from './lead'
import { adfPrice } from './adf/adf-vehicle'
import { outTheDoorLinesText, outTheDoorTotalText } from './out-the-door'
import {
  PREFERRED_LANGUAGE_LABEL,
  adminLinkText,
  appointmentText,
  preferredLanguage,
  safeDetailRows,
  trackingRows,
  vehicleTitle,
} from './summary'

/**
 * The content of a plain lead e-mail (visitor-layer.md section 7, plain format) as sections of
 * label/value rows, shared by the text and HTML renderings. A row may carry a link target.
 */
export type EmailRow = { label: string; value: string; href?: string }
export type EmailSection = { title: string; rows: EmailRow[] }

/** Only web links become clickable; anything else (javascript:, data:) stays plain text. */
export function safeHttpUrl(value: string | undefined): string | undefined {
  if (!value) return undefined
  return /^https?:\/\/[^\s<>"']+$/i.test(value.trim()) ? value.trim() : undefined
}

function vehicleRows(vehicle: LeadVehicle, priceLabel: string): EmailRow[] {
  const rows: EmailRow[] = []
  const push = (label: string, value: string | number | undefined, href?: string) => {
    if (value !== undefined && String(value).trim() !== '') rows.push({ label, value: String(value), href })
  }
  push('Vehicle', vehicleTitle(vehicle))
  push('Condition', vehicle.condition)
  push('VIN', vehicle.vin)
  push('Stock #', vehicle.stock)
  const { amount, comment } = adfPrice(vehicle.price)
  push(priceLabel, amount === undefined ? undefined : formatDollars(amount, { dropZeroCents: true }))
  push('Price note', comment)
  if (vehicle.outTheDoor) {
    push('Est. out-the-door', outTheDoorTotalText(vehicle.outTheDoor))
    push('Out-the-door lines', outTheDoorLinesText(vehicle.outTheDoor, '\n'))
  }
  push('Mileage', vehicle.mileage === undefined ? undefined : `${formatCount(vehicle.mileage)} mi`)
  push('Exterior', vehicle.exteriorColor)
  push('Interior', vehicle.interiorColor)
  push('Transmission', vehicle.transmission)
  push('Note', vehicle.comments)
  push('Vehicle page', vehicle.url, safeHttpUrl(vehicle.url))
  return rows
}

export function emailHeading(lead: Lead): string {
  return `New lead: ${FORM_TYPE_LABELS[lead.formType]}`
}

export function emailSections(lead: Lead, adminUrl: string | undefined): EmailSection[] {
  const { customer } = lead
  const address = customer.address
    ? [
        customer.address.street,
        customer.address.apartment,
        customer.address.city,
        [customer.address.regioncode, customer.address.postalcode].filter(Boolean).join(' '),
      ]
        .filter((part) => part !== undefined && part.trim() !== '')
        .join(', ')
    : ''
  const name = `${customer.firstName} ${customer.lastName}`.trim()
  // A price-drop alert's shopper gave an e-mail address only (decision 0270): no empty rows.
  const contact: EmailRow[] = [
    ...(name ? [{ label: 'Name', value: name }] : []),
    { label: 'Email', value: customer.email, href: `mailto:${customer.email}` },
    ...(customer.phone
      ? [
          {
            label: 'Phone',
            value: formatPhoneEmail(customer.phone),
            href: telHref(customer.phone) ?? undefined,
          },
        ]
      : []),
  ]
  if (lead.phoneVerified) contact.push({ label: 'Phone verified', value: 'Yes, by text message code' })
  if (address) contact.push({ label: 'Address', value: address })
  const language = preferredLanguage(lead)
  if (language) contact.push({ label: PREFERRED_LANGUAGE_LABEL, value: language })

  const request: EmailRow[] = []
  const appointment = appointmentText(lead.appointment)
  if (appointment) request.push({ label: 'Requested', value: appointment })
  for (const row of safeDetailRows(lead)) request.push(row)
  if (lead.message) request.push({ label: 'Message', value: lead.message })
  if (isFinancingFormType(lead.formType)) {
    request.push({ label: 'Application', value: adminLinkText(adminUrl), href: safeHttpUrl(adminUrl) })
  }
  if (lead.url) request.push({ label: 'Page', value: lead.url, href: safeHttpUrl(lead.url) })

  const sections: EmailSection[] = [{ title: 'Contact', rows: contact }]
  if (request.length > 0) sections.push({ title: 'Request', rows: request })
  if (lead.vehicle) sections.push({ title: 'Vehicle of interest', rows: vehicleRows(lead.vehicle, 'Price') })
  if (lead.sellVehicle) {
    const selling = lead.sellIntent !== 'trade'
    sections.push({
      title: selling ? 'Vehicle to sell' : 'Trade-in vehicle',
      rows: vehicleRows(lead.sellVehicle, 'Offer / asking price'),
    })
  }
  const tracking = trackingRows(lead)
  if (tracking.length > 0) sections.push({ title: 'Ad tracking', rows: tracking })
  return sections.filter((section) => section.rows.length > 0)
}
