// Placeholder for the branch merge: the audit log's own module replaces this file.
import type { Payload, PayloadRequest } from 'payload'
import type { AuditAction } from '@/domain/audit/actions'
export type AuditActor = { id?: number | null; email?: string | null; role?: string | null }
export type AuditEventInput = {
  action: AuditAction
  actor?: AuditActor | null
  subjectUserId?: number | null
  ip?: string | null
  userAgent?: string | null
  summary: string
  details?: Record<string, unknown>
  creditDataReveal?: number | null
}
export async function recordAuditEvent(
  _payload: Payload,
  _event: AuditEventInput,
  _req?: PayloadRequest,
): Promise<void> {}
export function auditRequestContext(_req: PayloadRequest): {
  ip: string | null
  userAgent: string | null
  actor: AuditActor | null
} {
  return { ip: null, userAgent: null, actor: null }
}
