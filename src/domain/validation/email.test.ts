import { describe, expect, it } from 'vitest'
import { isValidEmail } from './email'

// site.md section 5: {email} with a TLD of at least 2 letters.
describe('isValidEmail', () => {
  it.each([
    ['jane@example.com', true],
    ['  jane@example.com  ', true],
    ['jane.doe+cars@mail.example.co', true],
    ["o'brien@example.io", true],
    ['a@b.cd', true],
    ['JANE@EXAMPLE.COM', true],
    ['jane@example.c', false], // one-letter TLD
    ['jane@example.c0m', false], // TLD must be letters
    ['jane@example', false],
    ['jane@@example.com', false],
    ['@example.com', false],
    ['jane@', false],
    ['jane example@example.com', false],
    ['.jane@example.com', false],
    ['jane.@example.com', false],
    ['ja..ne@example.com', false],
    ['jane@-example.com', false],
    ['jane@example..com', false],
    ['jane@example.com\r\nBcc: x@y.zz', false], // header injection
    ['', false],
    [`${'a'.repeat(65)}@example.com`, false],
    [`a@${`${'b'.repeat(60)}.`.repeat(5)}com`, false], // 310 characters > 254
  ])('%s -> %s', (value, expected) => {
    expect(isValidEmail(value)).toBe(expected)
  })
})
