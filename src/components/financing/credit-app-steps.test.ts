import { describe, expect, it } from 'vitest'
import { CREDIT_APP_STEPS, errorsForStep, stepOfField } from './credit-app-steps'

describe('credit application steps', () => {
  it.each([
    ['applicant.firstName', 'applicant'],
    ['residence.zip', 'residence'],
    ['employment.status', 'employment'],
    ['income.monthlyGross', 'income'],
    ['coApplicant.applicant.ssn', 'co-applicant'],
    ['applicant.ssn', 'identity'],
    ['applicant.dateOfBirth', 'identity'],
    ['eSignatureConsent', 'consent'],
  ])('%s is asked on the %s step', (field, step) => {
    expect(CREDIT_APP_STEPS[stepOfField(field)].id).toBe(step)
  })
  it("keeps only the current step's errors", () => {
    expect(errorsForStep({ 'applicant.ssn': 'x', 'residence.zip': 'y' }, 1)).toEqual({ 'residence.zip': 'y' })
  })
})
