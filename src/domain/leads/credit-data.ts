import { redactSensitive } from './redact'

/**
 * Splits a financing form into what the lead may store in the clear and the secrets that go to
 * the encrypted credit-applications store (issue 6, "Credit data protection"): the applicant's
 * and co-applicant's SSN and date of birth. Pure; the caller encrypts.
 */
export type PartySecrets = { ssn: string | null; dateOfBirth: string | null }
export type CreditSecrets = { applicant: PartySecrets; coApplicant: PartySecrets | null }

export const CREDIT_FORM_TYPES = ['FULL_CREDIT_APP', 'APPLY_FINANCING'] as const

type Data = Record<string, unknown>
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null)
const obj = (value: unknown): Data | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Data) : null

function party(applicant: Data | null): PartySecrets {
  return { ssn: text(applicant?.ssn), dateOfBirth: text(applicant?.dateOfBirth) }
}

export function extractCreditSecrets(formType: string, data: Data): CreditSecrets | null {
  if (formType === 'FULL_CREDIT_APP') {
    const co = obj(obj(data.coApplicant)?.applicant)
    return { applicant: party(obj(data.applicant)), coApplicant: co ? party(co) : null }
  }
  if (formType === 'APPLY_FINANCING') {
    const secrets = party(data)
    return secrets.dateOfBirth || secrets.ssn ? { applicant: secrets, coApplicant: null } : null
  }
  return null
}

/** The form as the lead stores it: every SSN and date of birth removed, at any depth. */
export function leadFieldsWithoutSecrets<T>(data: T): T {
  return redactSensitive(data)
}
