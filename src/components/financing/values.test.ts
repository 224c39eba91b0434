import { describe, expect, it } from 'vitest'
import { nestValues } from './values'

describe('nestValues', () => {
  it('nests dotted names, reads money as numbers and drops blanks', () => {
    expect(
      nestValues({
        'applicant.firstName': 'Ann',
        'income.monthlyGross': '$5,200',
        'income.otherMonthly': '',
        'residence.zip': '61265',
      }),
    ).toEqual({
      applicant: { firstName: 'Ann' },
      income: { monthlyGross: 5200 },
      residence: { zip: '61265' },
    })
  })
  it('skips what the caller leaves out (an unticked co-applicant)', () => {
    expect(
      nestValues({ 'coApplicant.applicant.firstName': 'Bob', a: 'x' }, (k) => k.startsWith('coApplicant.')),
    ).toEqual({ a: 'x' })
  })
})
