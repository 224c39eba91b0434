import type { Payload, PayloadRequest } from 'payload'

/**
 * What retention tells the audit log (issue 34, "Audit log"): the nightly disposal's counts and an
 * admin's change of the Data retention settings.
 */
export type RetentionAuditEvent = {
  action: 'retention-changed' | 'data-disposed'
  /** The admin who changed the settings; null for the nightly job. */
  actor: { id: number | string; email?: string | null } | null
  summary: string
  details: Record<string, unknown>
}

/**
 * The ONE place retention writes to the audit log. It is wired to the audit log with
 * `await recordAuditEvent(payload, event, req)` (src/services/audit/record-audit-event.ts); until
 * then it does nothing.
 */
export async function reportRetentionEvent(
  _payload: Payload,
  _event: RetentionAuditEvent,
  _req?: PayloadRequest,
): Promise<void> {
  // audit: 'data-disposed' (the nightly disposal) and 'retention-changed' (the Data retention settings)
}
