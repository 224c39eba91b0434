import type { Payload, PayloadRequest } from 'payload'
import { recordAuditEvent } from '@/services/audit/record-audit-event'

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

/** The ONE place retention writes to the audit log (src/services/audit/record-audit-event.ts). */
export async function reportRetentionEvent(
  payload: Payload,
  event: RetentionAuditEvent,
  req?: PayloadRequest,
): Promise<void> {
  const actor = event.actor ? { id: Number(event.actor.id), email: event.actor.email ?? null } : null
  await recordAuditEvent(payload, { ...event, actor }, req)
}
