import { describe, expect, it } from 'vitest'
import { checkVin, vinCheckDigit, withCheckDigit } from './vin'

describe('checkVin', () => {
  it.each([
    ['1HGCM82633A004352', { ok: true, vin: '1HGCM82633A004352' }], // Honda Accord, the NHTSA example
    ['1hgcm82633a004352', { ok: true, vin: '1HGCM82633A004352' }], // case does not matter
    ['11111111111111111', { ok: true, vin: '11111111111111111' }], // all ones: check digit 1
    ['1HGCM82643A004352', { ok: false, reason: 'check-digit' }],
    ['1HGCM82633A00435', { ok: false, reason: 'length' }], // 16 characters
    ['1HGCM82633A0043521', { ok: false, reason: 'length' }], // 18 characters
    ['1HGCM82633A00435I', { ok: false, reason: 'characters' }], // I is never used
    ['1HGCM8263<A004352', { ok: false, reason: 'characters' }],
  ])('%s', (vin, expected) => {
    expect(checkVin(vin)).toEqual(expected)
  })
})

describe('vinCheckDigit / withCheckDigit', () => {
  it('computes X when the remainder is 10', () => {
    const vin = withCheckDigit('1M8GDM9A0KP042788')
    expect(vinCheckDigit(vin)).toBe(vin[8])
    expect(checkVin(vin).ok).toBe(true)
  })
  it('repairs a VIN with a wrong check digit', () => {
    expect(withCheckDigit('1HGCM82603A004352')).toBe('1HGCM82633A004352')
  })
})
