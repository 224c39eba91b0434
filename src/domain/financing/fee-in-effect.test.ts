import { describe, expect, it } from 'vitest'
import { feeInEffect, feeSwitchAt } from './fee-in-effect'

const scheduled = { documentaryFee: 377.21, feeEffectiveDate: '2027-01-01', previousDocumentaryFee: 367.7 }

describe('feeSwitchAt: midnight of the effective date on the dealership clock', () => {
  it.each([
    ['2027-01-01', 'central', '2027-01-01T06:00:00.000Z'],
    ['2027-07-01', 'central', '2027-07-01T05:00:00.000Z'],
    ['2027-01-01', 'eastern', '2027-01-01T05:00:00.000Z'],
  ] as const)('%s on %s time starts at %s', (date, zone, iso) => {
    expect(feeSwitchAt(date, zone)?.toISOString()).toBe(iso)
  })

  it.each([[null], [''], ['1/1/2027'], ['2027-01-01T06:00:00.000Z']])('%j has no switch', (date) => {
    expect(feeSwitchAt(date, 'central')).toBeNull()
  })
})

describe('feeInEffect', () => {
  it.each([
    // [now, fee charged, date printed]
    ['2026-12-31T12:00:00Z', 367.7, null, 'the day before: the previous fee, no date'],
    ['2027-01-01T05:59:59Z', 367.7, null, 'one second before midnight in Illinois'],
    ['2027-01-01T06:00:00Z', 377.21, '2027-01-01', 'midnight in Illinois: the new fee and its date'],
    ['2027-03-01T00:00:00Z', 377.21, '2027-01-01', 'months later'],
  ] as const)('at %s charges %d (date %s): %s', (now, fee, date, _why) => {
    const resolved = feeInEffect(scheduled, new Date(now), 'central')
    expect(resolved.documentaryFee).toBe(fee)
    expect(resolved.feeEffectiveDate).toBe(date)
    expect(resolved.previousDocumentaryFee).toBeNull()
  })

  it.each([
    [{ documentaryFee: 367.7, feeEffectiveDate: '2027-01-01' }, 'no previous fee: the fee applies at once'],
    [{ documentaryFee: 367.7, feeEffectiveDate: '2027-01-01', previousDocumentaryFee: null }, 'a blank previous fee'],
  ] as const)('%j charges the fee entered: %s', (settings, _why) => {
    const resolved = feeInEffect(settings, new Date('2026-12-01T00:00:00Z'), 'central')
    expect(resolved.documentaryFee).toBe(367.7)
    expect(resolved.feeEffectiveDate).toBe('2027-01-01')
  })

  it('keeps the other settings as they are', () => {
    const resolved = feeInEffect({ ...scheduled, driveFee30Day: 10 }, new Date('2026-12-01T00:00:00Z'), 'central')
    expect(resolved.driveFee30Day).toBe(10)
  })

  it('a previous fee of 0 (no fee until the date) is charged as 0', () => {
    const resolved = feeInEffect(
      { ...scheduled, previousDocumentaryFee: 0 },
      new Date('2026-12-01T00:00:00Z'),
      'central',
    )
    expect(resolved.documentaryFee).toBe(0)
  })
})
