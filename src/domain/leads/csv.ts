/**
 * The leads list as CSV (issue 15: "a CSV export of that list"), for marketing's spreadsheets:
 * one row per lead with its form, store, shopper and attribution. RFC 4180 quoting; a cell that a
 * spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) is prefixed with an
 * apostrophe, since names and campaigns come from the public.
 */
import { FORM_TYPE_LABELS, type FormType } from './form-types'
import { LANGUAGE_NAMES } from '../i18n/language-names'
import { isLocale } from '../i18n/locale-path'

export type LeadCsvRow = {
  id: number
  createdAt: string
  formType: string
  store: string | null
  title: string | null
  phone: string | null
  phoneVerified: boolean | null
  source: string | null
  medium: string | null
  campaign: string | null
  firstSource: string | null
  firstMedium: string | null
  firstCampaign: string | null
  gclid: string | null
  fbclid: string | null
  landingPage: string | null
  deliveryStatus: string | null
  /** The language of the page it was sent from (issue 39), 'en' or 'es'. */
  language: string | null
}

export const LEAD_CSV_COLUMNS: [string, (row: LeadCsvRow) => string | number | boolean | null][] = [
  ['Lead id', (r) => r.id],
  ['Received (UTC)', (r) => r.createdAt],
  ['Form', (r) => FORM_TYPE_LABELS[r.formType as FormType] ?? r.formType],
  ['Store', (r) => r.store],
  ['Shopper', (r) => r.title],
  ['Phone', (r) => r.phone],
  ['Phone verified', (r) => (r.phoneVerified ? 'yes' : 'no')],
  ['Source', (r) => r.source],
  ['Medium', (r) => r.medium],
  ['Campaign', (r) => r.campaign],
  ['First source', (r) => r.firstSource],
  ['First medium', (r) => r.firstMedium],
  ['First campaign', (r) => r.firstCampaign],
  ['gclid', (r) => r.gclid],
  ['fbclid', (r) => r.fbclid],
  ['Landing page', (r) => r.landingPage],
  ['Delivery', (r) => r.deliveryStatus],
  ['Language', (r) => (r.language && isLocale(r.language) ? LANGUAGE_NAMES[r.language] : r.language)],
]

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function leadsCsvHeader(): string {
  return `${LEAD_CSV_COLUMNS.map(([name]) => csvCell(name)).join(',')}\r\n`
}

export function leadsCsvLine(row: LeadCsvRow): string {
  return `${LEAD_CSV_COLUMNS.map(([, get]) => csvCell(get(row))).join(',')}\r\n`
}
