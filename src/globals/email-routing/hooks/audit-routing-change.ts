import type { GlobalAfterChangeHook } from 'payload'
import { describeRoutingChange, type RoutingRule } from '@/domain/audit/routing-change'
import { FORM_TYPE_LABELS, isFormType } from '@/domain/leads/form-types'
import { auditRequestContext, recordAuditEvent } from '@/services/audit/record-audit-event'

/**
 * A change to the lead e-mail routing in the audit log (issue 34): which forms now go where, in
 * words (src/domain/audit/routing-change.ts). A save that changes nothing records nothing.
 */
export const auditRoutingChange: GlobalAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const changes = describeRoutingChange(
    (previousDoc as { rules?: RoutingRule[] } | undefined)?.rules,
    (doc as { rules?: RoutingRule[] }).rules,
    (form) => (isFormType(form) ? FORM_TYPE_LABELS[form] : form),
  )
  if (changes.length === 0) return doc
  const more = changes.length > 1 ? ` (and ${changes.length - 1} more)` : ''
  await recordAuditEvent(
    req.payload,
    {
      action: 'email-routing-changed',
      ...auditRequestContext(req),
      summary: `Changed the lead e-mail routing: ${changes[0]}${more}`,
      details: { changes },
    },
    req,
  )
  return doc
}
