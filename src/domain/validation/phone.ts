import { parsePhoneNumberFromString } from 'libphonenumber-js'
import { digitsOf, nationalDigits } from './phone-format'

/**
 * Phone rule and masks (site.md section 5, visitor-layer.md section 5 "Phone formats").
 * Valid = more than 9 digits AND a valid North American (+1) number per libphonenumber-js, so
 * (123) 456-7890 or 555-555-5555 are refused. The country is US (visitor-layer.md section 9); other
 * countries are refused because every spec mask is a 10-digit NANP mask. Masks and formatting are in
 * ./phone-format (no libphonenumber, for browser code; decision 0120) and re-exported here.
 */
export * from './phone-format'

export function isValidPhone(value: string): boolean {
  if (digitsOf(value).length <= 9) return false
  const parsed = parsePhoneNumberFromString(value.trim(), 'US')
  return parsed !== undefined && parsed.countryCallingCode === '1' && parsed.isValid()
}

/** E.164 form (+13095551234) of a valid phone, or null. Stored and sent in this form. */
export function toE164(value: string): string | null {
  if (!isValidPhone(value)) return null
  const national = nationalDigits(value)
  return national === null ? null : `+1${national}`
}
