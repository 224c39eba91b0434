// Placeholder for the branch merge: the audit log's own module replaces this file.
export const AUDIT_ACTIONS = [
  'second-factor-enrolled',
  'second-factor-verified',
  'second-factor-failed',
  'second-factor-locked',
  'second-factor-reset',
  'recovery-code-used',
  'sessions-revoked',
  'second-factor-rule-changed',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]
