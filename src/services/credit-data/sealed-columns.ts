/**
 * Every column whose values are sealed under CREDIT_DATA_KEY (AES-256-GCM, cipher.ts), with the
 * purpose each value is bound to (the additional data it was sealed with). The key rotation
 * (rotate-key.ts, decision 0301) re-seals exactly these: a new sealed column belongs here, and
 * tests/int/credit-key-rotation.int.test.ts fails while any stored "v1." value lies elsewhere.
 */
export const TOTP_SECRET_PURPOSE = 'users.totpSecret'

export type SealedColumn = { table: string; column: string; purpose: string }

export const SEALED_COLUMNS: readonly SealedColumn[] = [
  // Issue 6: the applicant's and co-applicant's SSN and date of birth (credit-data/store.ts).
  { table: 'credit_applications', column: 'applicant_ssn', purpose: 'applicantSsn' },
  { table: 'credit_applications', column: 'applicant_date_of_birth', purpose: 'applicantDateOfBirth' },
  { table: 'credit_applications', column: 'co_applicant_ssn', purpose: 'coApplicantSsn' },
  { table: 'credit_applications', column: 'co_applicant_date_of_birth', purpose: 'coApplicantDateOfBirth' },
  // Issue 34: staff authenticator keys, enrolled and pending (staff-auth/secret-box.ts).
  { table: 'users', column: 'totp_secret', purpose: TOTP_SECRET_PURPOSE },
  { table: 'users', column: 'totp_pending_secret', purpose: TOTP_SECRET_PURPOSE },
]
