/**
 * Steps of the full credit application (site.md section 2; issue 6): which dotted field names
 * each step owns, so a step can be validated alone and a server error sends the visitor back to
 * the step holding the field.
 */
export type CreditAppStep = { id: string; title: string; prefixes: readonly string[] }

export const CREDIT_APP_STEPS: readonly CreditAppStep[] = [
  {
    id: 'applicant',
    title: 'Applicant',
    prefixes: [
      'applicant.firstName',
      'applicant.middleName',
      'applicant.lastName',
      'applicant.email',
      'applicant.phone',
    ],
  },
  { id: 'residence', title: 'Residence', prefixes: ['residence.'] },
  { id: 'employment', title: 'Employment', prefixes: ['employment.'] },
  { id: 'income', title: 'Income', prefixes: ['income.', 'downPayment'] },
  { id: 'co-applicant', title: 'Co-applicant', prefixes: ['coApplicant'] },
  { id: 'identity', title: 'SSN and date of birth', prefixes: ['applicant.ssn', 'applicant.dateOfBirth'] },
  { id: 'consent', title: 'Review and sign', prefixes: ['eSignatureConsent', '_form'] },
]

export function stepOfField(field: string): number {
  const index = CREDIT_APP_STEPS.findIndex((step) =>
    step.prefixes.some((p) => field === p || field.startsWith(p.endsWith('.') ? p : `${p}.`) || field.startsWith(p)),
  )
  return index === -1 ? CREDIT_APP_STEPS.length - 1 : index
}

/** The errors that belong to one step. */
export function errorsForStep(errors: Record<string, string>, step: number): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => stepOfField(field) === step))
}
