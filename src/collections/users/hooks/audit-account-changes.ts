import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { auditRequestContext, recordAuditEvent } from '@/services/audit/record-audit-event'

/**
 * Staff accounts created, deleted and given another role, in the audit log (issue 34), in the
 * same transaction as the change (the hooks pass `req`). A role change keeps the old and the new role.
 */
type Account = { id: number; email?: string | null; role?: string | null }

export const auditAccountChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const account = doc as Account
  const context = auditRequestContext(req)
  if (operation === 'create') {
    await recordAuditEvent(
      req.payload,
      {
        action: 'user-created',
        ...context,
        subjectUserId: account.id,
        summary: `Created the staff account ${account.email} (${account.role ?? 'no role'})`,
        details: { role: account.role ?? null },
      },
      req,
    )
    return doc
  }
  const before = previousDoc as Account | undefined
  if (operation === 'update' && before && before.role !== account.role) {
    await recordAuditEvent(
      req.payload,
      {
        action: 'role-changed',
        ...context,
        subjectUserId: account.id,
        summary: `Changed the role of ${account.email} from ${before.role ?? 'none'} to ${account.role ?? 'none'}`,
        details: { from: before.role ?? null, to: account.role ?? null },
      },
      req,
    )
  }
  return doc
}

export const auditAccountDeleted: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const account = doc as Account
  await recordAuditEvent(
    req.payload,
    {
      action: 'user-deleted',
      ...auditRequestContext(req),
      subjectUserId: account.id,
      summary: `Deleted the staff account ${account.email} (${account.role ?? 'no role'})`,
      details: { email: account.email ?? null, role: account.role ?? null },
    },
    req,
  )
  return doc
}
