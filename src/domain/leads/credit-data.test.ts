import { describe, expect, it } from 'vitest'
import { extractCreditSecrets, leadFieldsWithoutSecrets } from './credit-data'

const full = {
  applicant: { firstName: 'Ann', ssn: '123-45-6789', dateOfBirth: '1990-02-03' },
  coApplicant: { applicant: { firstName: 'Bob', ssn: '234-56-7890', dateOfBirth: '1988-01-01' } },
  income: { monthlyGross: 5000 },
}

describe('credit data split', () => {
  it.each([
    [
      'full application with co-applicant',
      'FULL_CREDIT_APP',
      full,
      {
        applicant: { ssn: '123-45-6789', dateOfBirth: '1990-02-03' },
        coApplicant: { ssn: '234-56-7890', dateOfBirth: '1988-01-01' },
      },
    ],
    [
      'full application alone',
      'FULL_CREDIT_APP',
      { applicant: full.applicant },
      { applicant: { ssn: '123-45-6789', dateOfBirth: '1990-02-03' }, coApplicant: null },
    ],
    [
      'pre-approval with a date of birth',
      'APPLY_FINANCING',
      { firstName: 'Ann', dateOfBirth: '1990-02-03' },
      { applicant: { ssn: null, dateOfBirth: '1990-02-03' }, coApplicant: null },
    ],
    ['pre-approval without one', 'APPLY_FINANCING', { firstName: 'Ann' }, null],
    ['any other form', 'CONTACT', { ssn: '123-45-6789' }, null],
  ])('%s', (_name, formType, data, expected) => {
    expect(extractCreditSecrets(formType, data as Record<string, unknown>)).toEqual(expected)
  })

  it('leaves no SSN or date of birth in what the lead stores', () => {
    const stored = JSON.stringify(leadFieldsWithoutSecrets(full))
    expect(stored).not.toMatch(/123-45-6789|234-56-7890|1990-02-03|1988-01-01/)
    expect(stored).toContain('monthlyGross')
  })
})
