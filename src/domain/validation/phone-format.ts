/**
 * Phone masks and formatting (site.md section 5, visitor-layer.md section 5 "Phone formats"),
 * without libphonenumber: browser code that only shows a mask (the input's placeholder) imports
 * this, so the ~30 kB gzip validator stays out of the first load (issue 9; decision 0120).
 * Validation (isValidPhone, toE164) lives in ./phone, which re-exports everything here.
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

export function digitsOf(value: string): string {
  return value.replace(/\D/g, '')
}

/** The 10 national digits of a +1 number, or null when the input is not one. */
export function nationalDigits(value: string): string | null {
  const digits = digitsOf(value)
  if (digits.length === 10) return digits
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1)
  return null
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
