import { describe, expect, it } from 'vitest'
import { maskPhoneAsTyped, shownPhone, phoneEditOf, type PhoneEdit } from './phone-typing'

/** `|` marks the caret in the raw value and in the expected one. */
function edit(previous: string, rawWithCaret: string, kind: PhoneEdit): string {
  const caret = rawWithCaret.indexOf('|')
  const { value, caret: at } = maskPhoneAsTyped(previous, rawWithCaret.replace('|', ''), caret, kind)
  return value.slice(0, at) + '|' + value.slice(at)
}

const FULL = '+1 (309) 555-0123'

describe('maskPhoneAsTyped (site.md section 5, input mask +1 (999) 999-9999)', () => {
  it.each<[string, string, PhoneEdit, string]>([
    // Typed one digit at a time, at the end.
    ['', '3|', 'other', '+1 (3|'],
    ['+1 (3', '+1 (30|', 'other', '+1 (30|'],
    ['+1 (30', '+1 (309|', 'other', '+1 (309|'],
    ['+1 (309', '+1 (3095|', 'other', '+1 (309) 5|'],
    ['+1 (309) 55', '+1 (309) 555|', 'other', '+1 (309) 555|'],
    ['+1 (309) 555', '+1 (309) 5550|', 'other', '+1 (309) 555-0|'],
    ['+1 (309) 555-012', '+1 (309) 555-0123|', 'other', `${FULL}|`],
    ['+1 (309', '+1 (3090|', 'other', '+1 (309) 0|'],
    // Pasted or autofilled whole, in any of the usual shapes, into an empty field or over a full one.
    ['', '3095550123|', 'other', `${FULL}|`],
    ['', '(309) 555-0123|', 'other', `${FULL}|`],
    ['', '+13095550123|', 'other', `${FULL}|`],
    ['', '1-309-555-0123|', 'other', `${FULL}|`],
    ['', '+1 309.555.0123|', 'other', `${FULL}|`],
    [FULL, '+1 309-555-0123|', 'other', `${FULL}|`],
    [FULL, '+13095550123|', 'other', `${FULL}|`],
    [FULL, '8155550199|', 'other', '+1 (815) 555-0199|'],
    // A country code typed by hand is kept until a digit follows it; so is a 1 typed over all.
    ['', '1|', 'other', '1|'],
    ['', '+|', 'other', '+|'],
    ['+', '+1|', 'other', '+1|'],
    ['+1', '+13|', 'other', '+1 (3|'],
    [FULL, '1|', 'other', '1|'],
    // Backspace on a digit, and on the dash, the space or the bracket: the digit before it goes.
    [FULL, '+1 (309) 555-012|', 'backward', '+1 (309) 555-012|'],
    [FULL, '+1 (30|) 555-0123', 'backward', '+1 (30|5) 550-123'],
    ['+1 (309) 555-0', '+1 (309) 555|0', 'backward', '+1 (309) 55|0'],
    ['+1 (309) 5', '+1 (309)|5', 'backward', '+1 (30|5'],
    ['+1 (309) 5', '+1 (309| 5', 'backward', '+1 (30|5'],
    // Delete on the dash: the digit after it goes.
    [FULL, '+1 (309) 555|0123', 'forward', '+1 (309) 555|-123'],
    // Two separators deleted at once (a selection of ") "): nothing else goes, they come back.
    ['+1 (309) 5', '+1 (309|5', 'backward', '+1 (309|) 5'],
    // Backspace over the last digit clears the field rather than leaving "+1 (".
    ['+1 (3', '+1 (|', 'backward', '|'],
    // Inside the "+1 (" prefix neither key deletes anything: it is the mask's, not the shopper's.
    ['+1 (309', '+1 |309', 'backward', '+1 (|309'],
    [FULL, '+1|(309) 555-0123', 'forward', '+1| (309) 555-0123'],
    [FULL, '|1 (309) 555-0123', 'forward', '|+1 (309) 555-0123'],
    // A digit typed in the middle keeps the caret after it.
    ['+1 (309) 5', '+1 (37|09) 5', 'other', '+1 (37|0) 95'],
    ['+1 (309) 555-012', '+1 (309) 5557|-012', 'other', '+1 (309) 555-7|012'],
    // Left as typed: another country, an extension, more than ten digits, digits of another
    // script, no digit at all.
    ['', '+44 20 7946 0958|', 'other', '+44 20 7946 0958|'],
    [FULL, '+1 (309) 555-0123 x|', 'other', '+1 (309) 555-0123 x|'],
    ['', '309-555-0123 ext 45|', 'other', '309-555-0123 ext 45|'],
    [FULL, '+1 (309) 555-01234|', 'other', '+1 (309) 555-01234|'],
    [FULL, '+1 (37|09) 555-0123', 'other', '+1 (37|09) 555-0123'],
    ['+1 (309', '+1 (309３|', 'other', '+1 (309３|'],
    ['', '(|', 'other', '(|'],
    ['', '|', 'other', '|'],
  ])('%j, then %j (%s), shows %j', (previous, raw, kind, expected) => {
    expect(edit(previous, raw, kind)).toBe(expected)
  })

  it.each([
    ['deleteContentBackward', 'backward'],
    ['deleteContentForward', 'forward'],
    ['insertText', 'other'],
    ['insertFromPaste', 'other'],
    ['insertReplacementText', 'other'],
    [undefined, 'other'],
  ])('the input event %s is a %s edit', (inputType, kind) => {
    expect(phoneEditOf(inputType)).toBe(kind)
  })

  it.each([
    ['+13095550123', '+1 (309) 555-0123'],
    ['+1 (309) 555-0123', '+1 (309) 555-0123'],
    ['+1 (309) 5', '+1 (309) 5'],
    ['', ''],
    ['+442079460958', '+442079460958'],
    ['+11095550123', '+11095550123'],
    ['3095550123', '3095550123'],
  ])('a %j in the form shows as %j', (value, shown) => {
    expect(shownPhone(value)).toBe(shown)
  })
})
