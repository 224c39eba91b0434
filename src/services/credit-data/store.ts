import type { Payload, PayloadRequest } from 'payload'
import type { CreditSecrets } from '@/domain/leads/credit-data'
import { openWithCreditKey, sealWithCreditKey } from './key'
import { recordAuditEvent } from '@/services/audit/record-audit-event'

/**
 * Writes and reads the encrypted credit data (issue 6). Encryption happens here, before Payload
 * sees the values, so no hook, log or version table ever holds the plaintext.
 */
type SealedFields = 'applicantSsn' | 'applicantDateOfBirth' | 'coApplicantSsn' | 'coApplicantDateOfBirth'

function seal(field: SealedFields, value: string | null | undefined): string | null {
  return value ? sealWithCreditKey(field, value) : null
}

export type NewCreditApplication = {
  leadId: number
  formType: 'APPLY_FINANCING' | 'FULL_CREDIT_APP'
  title: string
  secrets: CreditSecrets
}

/** Called by lead intake with ITS `req`, so the lead and this record commit or roll back together. */
export async function createCreditApplication(
  payload: Payload,
  input: NewCreditApplication,
  req: PayloadRequest,
): Promise<number> {
  const { applicant, coApplicant } = input.secrets
  const doc = await payload.create({
    collection: 'credit-applications',
    data: {
      title: input.title,
      lead: input.leadId,
      formType: input.formType,
      hasCoApplicant: coApplicant !== null,
      applicantSsn: seal('applicantSsn', applicant.ssn),
      applicantDateOfBirth: seal('applicantDateOfBirth', applicant.dateOfBirth),
      coApplicantSsn: seal('coApplicantSsn', coApplicant?.ssn),
      coApplicantDateOfBirth: seal('coApplicantDateOfBirth', coApplicant?.dateOfBirth),
    },
    req,
    overrideAccess: true,
    depth: 0,
  })
  return doc.id
}

export type RevealedCreditData = {
  applicant: { ssn: string | null; dateOfBirth: string | null }
  coApplicant: { ssn: string | null; dateOfBirth: string | null } | null
}

function open(field: SealedFields, value: unknown): string | null {
  return typeof value === 'string' && value ? openWithCreditKey(field, value) : null
}

/**
 * Decrypts one application for a permitted user and records the reveal first: if the audit rows
 * cannot be written, nothing is shown. The reveal row (credit-data-reveals, issue 6) is linked
 * from an audit-log event (issue 34), so the one log lists reveals beside sign-ins and exports.
 * The caller checks the role (canRevealCreditData).
 */
export async function revealCreditApplication(
  payload: Payload,
  id: number,
  viewer: { id: number | string; role?: string | null; email?: string | null },
  ip: string | null,
  userAgent: string | null = null,
): Promise<RevealedCreditData | null> {
  const doc = await payload.findByID({
    collection: 'credit-applications',
    id,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    disableErrors: true,
  })
  if (!doc) return null
  // A reveal is a use: the two years of the Data retention setting start again (decision 0302).
  await payload.update({
    collection: 'credit-applications',
    id,
    data: { lastUsedAt: new Date().toISOString() },
    overrideAccess: true,
    depth: 0,
    select: { lastUsedAt: true },
  })
  const reveal = await payload.create({
    collection: 'credit-data-reveals',
    data: { application: id, user: Number(viewer.id), userEmail: viewer.email ?? null, role: viewer.role ?? null, ip },
    overrideAccess: true,
    depth: 0,
  })
  await recordAuditEvent(payload, {
    action: 'credit-data-reveal',
    actor: { id: Number(viewer.id), email: viewer.email ?? null, role: viewer.role ?? null },
    ip,
    userAgent,
    summary: `Revealed the SSN and date of birth of credit application ${id}`,
    details: { application: id, formType: doc.formType ?? null, coApplicant: Boolean(doc.hasCoApplicant) },
    creditDataReveal: reveal.id,
  })
  return {
    applicant: {
      ssn: open('applicantSsn', doc.applicantSsn),
      dateOfBirth: open('applicantDateOfBirth', doc.applicantDateOfBirth),
    },
    coApplicant: doc.hasCoApplicant
      ? {
          ssn: open('coApplicantSsn', doc.coApplicantSsn),
          dateOfBirth: open('coApplicantDateOfBirth', doc.coApplicantDateOfBirth),
        }
      : null,
  }
}
