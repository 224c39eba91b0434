import { DEFAULT_LOCALE } from '../i18n/locale-path'
import { LANGUAGE_NAMES } from '../i18n/language-names'
import { detailRows } from './details'
import { isFinancingFormType } from './form-types'
import type { DetailRow, Lead } from './lead'
import { AD_TRACKING_KEYS } from './schemas/common'
import { attributionRows } from '../attribution/rows'
import { timeZoneLabel } from '../stores/time-zones'

/**
 * Pieces both e-mail formats share. Financing forms (APPLY_FINANCING, FULL_CREDIT_APP) carry no
 * application data by e-mail, only a link to the record in the admin.
 */
export function adminLinkText(adminUrl: string | undefined): string {
  return adminUrl
    ? `Review the full application in the admin: ${adminUrl}`
    : 'Review the full application in the admin.'
}

/** Detail rows safe to send: none for financing forms, sensitive keys dropped for the rest. */
export function safeDetailRows(lead: Lead): DetailRow[] {
  return isFinancingFormType(lead.formType) ? [] : detailRows(lead.details)
}

/** "Test drive: 2026-12-05 at 09:00 Eastern time": the store's zone named when the lead carries it. */
export function appointmentText(appointment: Lead['appointment']): string | undefined {
  if (!appointment) return undefined
  const zone = appointment.time && appointment.timeZone ? ` ${timeZoneLabel(appointment.timeZone)}` : ''
  return `${appointment.description}: ${appointment.date}${appointment.time ? ` at ${appointment.time}${zone}` : ''}`
}

/**
 * The ad-tracking values present on the lead: the spec's parameters in its order (site.md section
 * 9), then the configured advertising cookies (issue 40) by name.
 */
export function adsRows(lead: Lead): { key: string; value: string }[] {
  const values = lead.adsValues ?? {}
  const known = new Set<string>(AD_TRACKING_KEYS)
  const keys = [
    ...AD_TRACKING_KEYS,
    ...Object.keys(values)
      .filter((key) => !known.has(key))
      .sort(),
  ]
  return keys.flatMap((key) => {
    const value = values[key]?.trim()
    return value ? [{ key, value }] : []
  })
}

/**
 * What the "Ad tracking" part of both e-mail formats lists (issue 15): the first/last touch with
 * source, medium, campaign, click ids, landing page and referrer; any other stored ad value; the
 * experiment variants the visitor saw.
 */
export function trackingRows(lead: Lead): { label: string; value: string }[] {
  const rows = attributionRows(lead.attribution)
  const shown = new Set(rows.map((row) => `${row.label}=${row.value}`))
  for (const { key, value } of adsRows(lead)) {
    const asLastTouch = lead.attribution?.last?.values[key] === value
    if (!asLastTouch && !shown.has(`${key}=${value}`)) rows.push({ label: key, value })
  }
  for (const { experiment, variant } of lead.experiments ?? [])
    rows.push({ label: `Experiment ${experiment}`, value: variant })
  return rows
}

export const PHONE_VERIFIED_TEXT = 'Phone verified by text message code.'

export const PREFERRED_LANGUAGE_LABEL = 'Preferred language'

/**
 * "Spanish" for a lead sent from a Spanish page (issue 39: the text e-mail says "Preferred
 * language: Spanish", the ADF carries it in <customer><comments>); nothing for an English one.
 * English is what sales assumes without being told, so English leads' e-mails and ADF stay as they
 * were: a line on every lead would be noise, and the CRMs parsing the ADF see no change.
 */
export function preferredLanguage(lead: Pick<Lead, 'language'>): string | undefined {
  return lead.language && lead.language !== DEFAULT_LOCALE ? LANGUAGE_NAMES[lead.language] : undefined
}

/** A one-line vehicle title: "2021 Honda Accord EX-L". */
export function vehicleTitle(vehicle: Lead['vehicle']): string | undefined {
  if (!vehicle) return undefined
  const title = [vehicle.year, vehicle.make, vehicle.model, vehicle.trim]
    .filter((part) => part !== undefined && part !== '')
    .join(' ')
  return title === '' ? undefined : title
}
