import { describe, expect, it } from 'vitest'
import {
  DEFAULT_MASK_PHONE,
  PHONE_PLACEHOLDER,
  formatPhone,
  formatPhoneAdf,
  formatPhoneEmail,
  formatPhoneGeneral,
  formatPhoneInput,
  formatPhoneSearch,
  isValidPhone,
  nationalDigits,
  toE164,
} from './phone'

// site.md section 5: more than 9 digits; checked with libphonenumber-js for +1 numbers.
describe('isValidPhone', () => {
  it.each([
    ['(309) 555-1234', true],
    ['309-555-1234', true],
    ['3095551234', true],
    ['+1 (309) 555-1234', true],
    ['1 309 555 1234', true],
    ['(212) 555-0199', true],
    ['309555123', false], // 9 digits
    ['(123) 456-7890', false], // area code cannot start with 1
    ['555-555-5555', false], // 555 is not an area code
    ['+44 20 7946 0958', false], // not a +1 number
    ['', false],
    ['phone', false],
  ])('%s -> %s', (value, expected) => {
    expect(isValidPhone(value)).toBe(expected)
  })
})

describe('nationalDigits / toE164', () => {
  it.each([
    ['(309) 555-1234', '3095551234', '+13095551234'],
    ['+1 309 555 1234', '3095551234', '+13095551234'],
    ['13095551234', '3095551234', '+13095551234'],
    ['23095551234', null, null],
    ['555-1234', null, null],
  ])('%s', (value, national, e164) => {
    expect(nationalDigits(value)).toBe(national)
    expect(toE164(value)).toBe(e164)
  })
})

// visitor-layer.md section 5 "Phone formats" and site.md section 5 masks.
describe('formatPhone', () => {
  it.each([
    ['general', '+13095551234', '(309) 555-1234'],
    ['input', '3095551234', '+1 (309) 555-1234'],
    ['email', '(309) 555-1234', '+1 (309) 555-1234'],
    ['adf', '+1 (309) 555-1234', '309-555-1234'],
    ['search', '309.555.1234', '3095551234'],
    ['adf', '+19999999999', '999-999-9999'], // the spec's default masking phone
    ['adf', ' 555-1234 ', '555-1234'], // not maskable: returned trimmed, unchanged
  ] as const)('%s %s -> %s', (mask, value, expected) => {
    expect(formatPhone(value, mask)).toBe(expected)
  })

  it.each([
    [formatPhoneGeneral, '(309) 555-1234'],
    [formatPhoneInput, '+1 (309) 555-1234'],
    [formatPhoneEmail, '+1 (309) 555-1234'],
    [formatPhoneAdf, '309-555-1234'],
    [formatPhoneSearch, '3095551234'],
  ])('%o', (format, expected) => {
    expect(format('+13095551234')).toBe(expected)
  })
})

// visitor-layer.md section 5 "Phone formats": the default masking phone and the placeholder mask.
describe('default masking phone', () => {
  it('is +19999999999 and gives the placeholder +1 (999) 999-9999', () => {
    expect(DEFAULT_MASK_PHONE).toBe('+19999999999')
    expect(PHONE_PLACEHOLDER).toBe('+1 (999) 999-9999')
  })
})
