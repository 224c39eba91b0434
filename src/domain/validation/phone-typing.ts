import { digitsOf } from './phone-format'

/**
 * The phone input's mask as the shopper types (site.md section 5 "Masks: ... input ... +1 (999)
 * 999-9999"): digits typed, pasted or autofilled are shown as "+1 (309) 555-0123", built up as they
 * come ("+1 (309) 5"). Pure, so the rules are table-tested (phone-typing.test.ts); the input
 * (components/forms/fields.tsx) applies the value and puts the caret back where it was among the
 * digits.
 *
 * Left as typed, so that nothing the shopper means is rewritten:
 * - a number with another country code ("+44 20 7946 0958");
 * - more than ten digits after the +1 (an extension), and input without a digit ("+", "(").
 * The form's validation still judges the value (phone.ts isValidPhone); the mask only shows it.
 */
export type TypedPhone = { value: string; caret: number }

/** The prefix every masked value starts with; the first digit slot follows it. */
const PREFIX = '+1 ('

/** The masked value of up to ten national digits, and, per digit, the index just after it. */
function masked(digits: string): { value: string; after: number[] } {
  let value = PREFIX
  const after: number[] = []
  for (let i = 0; i < digits.length; i++) {
    if (i === 3) value += ') '
    if (i === 6) value += '-'
    value += digits[i]
    after.push(value.length)
  }
  return { value, after }
}

/** Whether a value is exactly what the mask makes of its digits (the field's own last output). */
function isMasked(value: string): boolean {
  const digits = digitsOf(value).slice(1)
  return value.startsWith(PREFIX) && digits.length <= 10 && masked(digits).value === value
}

/**
 * The input's new value and caret after an edit: `previous` is the value before it, `raw` what the
 * browser holds after it, `caret` its caret in `raw`, and `forward` whether the edit was the Delete
 * key (the character after the caret) rather than Backspace.
 */
export function maskPhoneAsTyped(previous: string, raw: string, caret: number, forward = false): TypedPhone {
  const asTyped = { value: raw, caret }
  // Another country's number: only "+1" is masked.
  if (/^\s*\+\s*[02-9]/.test(raw)) return asTyped
  let digits = digitsOf(raw)
  let before = digitsOf(raw.slice(0, caret)).length
  const wasMasked = isMasked(previous)
  // A deleted bracket, space or dash takes the digit next to it: otherwise the mask would put the
  // character straight back and the key would seem to do nothing.
  if (wasMasked && raw.length < previous.length && digits === digitsOf(previous)) {
    if (forward) digits = digits.slice(0, before) + digits.slice(before + 1)
    else if (before > 1) {
      digits = digits.slice(0, before - 1) + digits.slice(before)
      before--
    }
  }
  // A leading 1 is the country code: no US area code starts with 1.
  if (digits.startsWith('1')) {
    digits = digits.slice(1)
    before = Math.max(0, before - 1)
  }
  // The last digit deleted: the prefix alone is not left behind.
  if (digits.length === 0) return wasMasked ? { value: '', caret: 0 } : asTyped
  if (digits.length > 10) return asTyped
  const { value, after } = masked(digits)
  return { value, caret: before === 0 ? PREFIX.length : after[Math.min(before, digits.length) - 1] }
}
