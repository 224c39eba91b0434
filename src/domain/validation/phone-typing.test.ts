import { describe, expect, it } from 'vitest'
import { maskPhoneAsTyped } from './phone-typing'

/** `|` marks the caret in the raw value and in the expected one. */
function edit(previous: string, rawWithCaret: string, forward = false): string {
  const caret = rawWithCaret.indexOf('|')
  const { value, caret: at } = maskPhoneAsTyped(previous, rawWithCaret.replace('|', ''), caret, forward)
  return value.slice(0, at) + '|' + value.slice(at)
}

describe('maskPhoneAsTyped (site.md section 5, input mask +1 (999) 999-9999)', () => {
  it.each([
    // Typed one digit at a time, at the end.
    ['', '3|', '+1 (3|'],
    ['+1 (3', '+1 (30|', '+1 (30|'],
    ['+1 (30', '+1 (309|', '+1 (309|'],
    ['+1 (309', '+1 (3095|', '+1 (309) 5|'],
    ['+1 (309) 55', '+1 (309) 555|', '+1 (309) 555|'],
    ['+1 (309) 555', '+1 (309) 5550|', '+1 (309) 555-0|'],
    ['+1 (309) 555-012', '+1 (309) 555-0123|', '+1 (309) 555-0123|'],
    // Pasted or autofilled whole, in any of the usual shapes.
    ['', '3095550123|', '+1 (309) 555-0123|'],
    ['', '(309) 555-0123|', '+1 (309) 555-0123|'],
    ['', '+13095550123|', '+1 (309) 555-0123|'],
    ['', '1-309-555-0123|', '+1 (309) 555-0123|'],
    ['', '+1 309.555.0123|', '+1 (309) 555-0123|'],
    // A country code typed by hand is kept until a digit follows it.
    ['', '1|', '1|'],
    ['', '+|', '+|'],
    ['+', '+1|', '+1|'],
    ['+1', '+13|', '+1 (3|'],
    // Backspace on a digit, and on the dash, the space or the bracket: the digit before it goes.
    ['+1 (309) 555-0123', '+1 (309) 555-012|', '+1 (309) 555-012|'],
    ['+1 (309) 555-0123', '+1 (30|) 555-0123', '+1 (30|5) 550-123'],
    ['+1 (309) 555-0', '+1 (309) 555|0', '+1 (309) 55|0'],
    ['+1 (309) 5', '+1 (309)|5', '+1 (30|5'],
    ['+1 (309) 5', '+1 (309| 5', '+1 (30|5'],
    // A selection of ") " deleted: the same.
    ['+1 (309) 5', '+1 (309|5', '+1 (30|5'],
    // Backspace over the last digit clears the field rather than leaving "+1 (".
    ['+1 (3', '+1 (|', '|'],
    // Behind the prefix nothing is deleted: it is the mask's, not the shopper's.
    ['+1 (309', '+1 |309', '+1 (|309'],
    // Delete (forward) on the dash: the digit after it goes.
    ['+1 (309) 555-0123', '+1 (309) 555|0123', '+1 (309) 555|-123'],
    // A digit typed in the middle keeps the caret after it.
    ['+1 (309) 5', '+1 (37|09) 5', '+1 (37|0) 95'],
    ['+1 (309) 555-012', '+1 (309) 5557|-012', '+1 (309) 555-7|012'],
    // Left as typed: another country, an extension, no digit at all.
    ['', '+44 20 7946 0958|', '+44 20 7946 0958|'],
    ['+1 (309) 555-0123', '+1 (309) 555-01234|', '+1 (309) 555-01234|'],
    ['+1 (309) 555-0123', '+1 (37|09) 555-0123', '+1 (37|09) 555-0123'],
    ['', '309-555-0123 ext 45|', '309-555-0123 ext 45|'],
    ['', '(|', '(|'],
    ['', '|', '|'],
  ])('%j then %j shows %j', (previous, raw, expected) => {
    const forward = previous === '+1 (309) 555-0123' && raw === '+1 (309) 555|0123'
    expect(edit(previous, raw, forward)).toBe(expected)
  })
})
