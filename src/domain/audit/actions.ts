/**
 * What the audit log records (issue 34, "Audit log"; 16 CFR 314.4(c)(8): log and monitor what
 * authorised users do with customer information). Each action with the words the admin's list and
 * its filter show; an editor never types one of the codes. There is no credit-application export,
 * by design (SSNs and dates of birth never leave the system in bulk), so no action for one
 * (decision 0297).
 */
export const AUDIT_ACTIONS = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Sign-in failed',
  'account-locked': 'Sign-in refused: account locked',
  'second-factor-enrolled': 'Second factor set up',
  'second-factor-verified': 'Second-factor code accepted',
  'second-factor-failed': 'Second-factor code refused',
  'second-factor-locked': 'Locked after wrong second-factor codes',
  'second-factor-reset': 'Second factor reset by an admin',
  'recovery-code-used': 'Recovery code used',
  'lead-export': 'Leads exported (CSV)',
  'audit-export': 'Audit log exported (CSV)',
  'credit-data-reveal': 'SSN and date of birth revealed',
  'user-created': 'Staff account created',
  'user-deleted': 'Staff account deleted',
  'role-changed': 'Role changed',
  'sessions-revoked': 'Signed out everywhere',
  'email-routing-changed': 'Lead e-mail routing changed',
  'second-factor-rule-changed': 'Second-factor rule changed',
  'retention-changed': 'Retention settings changed',
  'data-disposed': 'Expired personal data disposed of',
  'person-forgotten': 'A person forgotten on request',
  'credit-key-rotated': 'Credit-data key rotated',
} as const

export type AuditAction = keyof typeof AUDIT_ACTIONS

export const AUDIT_ACTION_VALUES = Object.keys(AUDIT_ACTIONS) as AuditAction[]

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === 'string' && Object.hasOwn(AUDIT_ACTIONS, value)
}

/** How long an audit row is kept (issue 34: two years); the disposal job deletes older rows. */
export const AUDIT_RETENTION_DAYS = 730
