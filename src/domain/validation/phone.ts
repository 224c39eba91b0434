import { parsePhoneNumberFromString } from 'libphonenumber-js'

/**
 * Phone rule and masks (site.md section 5, visitor-layer.md section 5 "Phone formats").
 * Valid = more than 9 digits AND a valid North American (+1) number per libphonenumber-js, so
 * (123) 456-7890 or 555-555-5555 are refused. The country is US (visitor-layer.md section 9); other
 * countries are refused because every spec mask is a 10-digit NANP mask.
 */
export type PhoneMask = 'general' | 'input' | 'email' | 'adf' | 'search'

/** The spec's mask patterns; 9 stands for one digit. */
export const PHONE_MASKS: Record<PhoneMask, string> = {
  general: '(999) 999-9999',
  input: '+1 (999) 999-9999',
  email: '+1 (999) 999-9999',
  adf: '999-999-9999',
  search: '9999999999',
}

function digitsOf(value: string): string {
  return value.replace(/\D/g, '')
}

export function isValidPhone(value: string): boolean {
  if (digitsOf(value).length <= 9) return false
  const parsed = parsePhoneNumberFromString(value.trim(), 'US')
  return parsed !== undefined && parsed.countryCallingCode === '1' && parsed.isValid()
}

/** The 10 national digits of a +1 number, or null when the input is not one. */
export function nationalDigits(value: string): string | null {
  const digits = digitsOf(value)
  if (digits.length === 10) return digits
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1)
  return null
}

/** E.164 form (+13095551234) of a valid phone, or null. Stored and sent in this form. */
export function toE164(value: string): string | null {
  if (!isValidPhone(value)) return null
  const national = nationalDigits(value)
  return national === null ? null : `+1${national}`
}

function applyMask(mask: string, digits: string): string {
  let i = 0
  return mask.replace(/9/g, () => digits[i++] ?? '')
}

/**
 * Formats a phone with one of the spec's masks. Input that is not a 10-digit +1 number comes back
 * trimmed and unchanged, so a renderer never loses what the visitor typed.
 */
export function formatPhone(value: string, mask: PhoneMask): string {
  const national = nationalDigits(value)
  if (national === null) return value.trim()
  // Only the 9s are digit slots; the "1" of "+1" is literal text.
  return applyMask(PHONE_MASKS[mask], national)
}

export const formatPhoneGeneral = (value: string): string => formatPhone(value, 'general')
export const formatPhoneInput = (value: string): string => formatPhone(value, 'input')
export const formatPhoneEmail = (value: string): string => formatPhone(value, 'email')
export const formatPhoneAdf = (value: string): string => formatPhone(value, 'adf')
export const formatPhoneSearch = (value: string): string => formatPhone(value, 'search')

/**
 * The default phone used for masking (visitor-layer.md section 5 "A default phone '+19999999999'
 * is used for masking"): every digit a 9, so masking it yields the mask itself. The input's
 * placeholder is this phone in the input mask: '+1 (999) 999-9999' (section 5 "placeholder mask").
 */
export const DEFAULT_MASK_PHONE = '+19999999999'

export const PHONE_PLACEHOLDER = formatPhone(DEFAULT_MASK_PHONE, 'input')
