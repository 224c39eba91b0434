import { describe, expect, it } from 'vitest'
import { isValidSsn, maskSsn, normalizeSsn } from './ssn'

// site.md section 5: ddd-dd-dddd, not area 000, 666 or 9xx, not group 00, not serial 0000.
describe('normalizeSsn', () => {
  it.each([
    ['123-45-6789', '123-45-6789'],
    ['123456789', '123-45-6789'],
    [' 123 45 6789 ', '123-45-6789'],
    ['665-01-0001', '665-01-0001'],
    ['899-99-9999', '899-99-9999'],
    ['000-45-6789', null],
    ['666-45-6789', null],
    ['900-45-6789', null],
    ['999-45-6789', null],
    ['123-00-6789', null],
    ['123-45-0000', null],
    ['12-345-6789', null],
    ['123-45-678', null],
    ['123-45-67890', null],
    ['abc-de-fghi', null],
    ['', null],
  ])('%s -> %s', (value, expected) => {
    expect(normalizeSsn(value)).toBe(expected)
    expect(isValidSsn(value)).toBe(expected !== null)
  })
})

describe('maskSsn', () => {
  it.each([
    ['123-45-6789', '***-**-6789'],
    ['nonsense', '***-**-****'],
  ])('%s -> %s', (value, expected) => {
    expect(maskSsn(value)).toBe(expected)
  })
})
