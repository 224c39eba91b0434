import { digitsOf } from './phone-format'

/**
 * The phone input's mask as the shopper types (site.md section 5 "Masks: ... input ... +1 (999)
 * 999-9999"): digits typed, pasted or autofilled are shown as "+1 (309) 555-0123", built up as they
 * come ("+1 (309) 5"). Pure, so the rules are table-tested (phone-typing.test.ts); the input
 * (components/forms/fields.tsx) applies the value and puts the caret back after the same digit.
 *
 * Left as typed, so that nothing the shopper means is rewritten:
 * - a number with another country code ("+44 20 7946 0958");
 * - anything with a character a phone mask does not hold (an extension "x45" or "ext", digits of
 *   another script), and more than ten digits after the +1;
 * - a start with no area-code digit yet ("+", "1", "(").
 * The form's validation still judges the value (phone.ts isValidPhone); the mask only shows it.
 */
export type TypedPhone = { value: string; caret: number }

/**
 * How the value changed, as the browser's InputEvent.inputType says: Backspace
 * ('deleteContentBackward'), Delete ('deleteContentForward'), or anything else (typing, pasting,
 * autofill).
 */
export type PhoneEdit = 'backward' | 'forward' | 'other'

export function phoneEditOf(inputType: string | undefined): PhoneEdit {
  if (inputType === 'deleteContentBackward') return 'backward'
  if (inputType === 'deleteContentForward') return 'forward'
  return 'other'
}

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
 * browser holds after it, `caret` its caret in `raw`, and `edit` the kind of edit (phoneEditOf).
 */
export function maskPhoneAsTyped(previous: string, raw: string, caret: number, edit: PhoneEdit = 'other'): TypedPhone {
  const asTyped = { value: raw, caret }
  // Another country's number, or characters no mask holds: only "+1" numbers are masked.
  if (/^\s*\+\s*[02-9]/.test(raw) || /[^0-9\s+().-]/.test(raw)) return asTyped
  const wasMasked = isMasked(previous)
  const deletion = edit !== 'other'
  let digits = digitsOf(raw)
  let before = digitsOf(raw.slice(0, caret)).length
  // One bracket, space or dash deleted with Backspace or Delete: the mask would put it straight back
  // and the key would seem to do nothing, so the digit next to it goes. Inside the "+1 (" prefix
  // nothing goes: the prefix is the mask's.
  if (wasMasked && deletion && previous.length - raw.length === 1 && digits === digitsOf(previous)) {
    if (caret < PREFIX.length) return { value: previous, caret: edit === 'backward' ? caret + 1 : caret }
    if (edit === 'forward') digits = digits.slice(0, before) + digits.slice(before + 1)
    else {
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
  if (digits.length === 0) return wasMasked && deletion ? { value: '', caret: 0 } : asTyped
  if (digits.length > 10) return asTyped
  const { value, after } = masked(digits)
  return { value, caret: before === 0 ? PREFIX.length : after[Math.min(before, digits.length) - 1] }
}

/**
 * What the input shows for a value the shopper did not type: a number kept as E.164 (the visitor
 * profile's form, "+13095550123", prefilled into the next form) is shown in the input mask like a
 * typed one; anything else as it is. The form's value is not rewritten, only its display.
 */
export function shownPhone(value: string): string {
  return /^\+1[2-9]\d{9}$/.test(value) ? masked(value.slice(2)).value : value
}
