import type { GlobalAfterChangeHook } from 'payload'
import { auditRequestContext, recordAuditEvent } from '@/services/audit/record-audit-event'
import { rolesRequiringSecondFactor } from '@/domain/security/second-factor/required-roles'

type Setting = { alsoRequire?: Record<string, unknown> | null }

/** A change to who must use a second factor goes in the audit log (issue 34, "Audit log"). */
export const auditSecondFactorRuleChange: GlobalAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const before = [...rolesRequiringSecondFactor((previousDoc as Setting)?.alsoRequire)].sort()
  const after = [...rolesRequiringSecondFactor((doc as Setting).alsoRequire)].sort()
  if (before.join() === after.join()) return doc
  const { ip, userAgent, actor } = auditRequestContext(req)
  await recordAuditEvent(
    req.payload,
    {
      action: 'second-factor-rule-changed',
      actor,
      ip,
      userAgent,
      summary: `Second factor now required of: ${after.join(', ')}`,
      details: { before, after },
    },
    req,
  )
  return doc
}
