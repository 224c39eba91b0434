/**
 * tel: and sms: addresses from a phone number as staff type it ("(815) 555-0140"): digits and a
 * leading plus only (RFC 3966 and RFC 5724 take the global number without punctuation).
 */
function dialable(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '')
  return digits.startsWith('+') ? `+${digits.slice(1).replace(/\+/g, '')}` : digits.replace(/\+/g, '')
}

/** The tel: link of a number, or null when it holds no digits. */
export function telHref(phone: string | null | undefined): string | null {
  const number = phone ? dialable(phone) : ''
  return /\d/.test(number) ? `tel:${number}` : null
}

/** The sms: link of a number, or null when it holds no digits. */
export function smsHref(phone: string | null | undefined): string | null {
  const number = phone ? dialable(phone) : ''
  return /\d/.test(number) ? `sms:${number}` : null
}
