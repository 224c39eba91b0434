import { AUDIT_RETENTION_DAYS } from '@/domain/audit/actions'
import type { DisposalStep } from './types'

/**
 * The audit log itself is kept two years (issue 34, "Audit log"; 16 CFR 314.4(c)(8) asks for the
 * log, 314.4(c)(6) for disposal): rows older than that go with the nightly run. Payload's bulk
 * delete removes them in one statement per page; nobody may delete them through the API.
 */
export const deleteOldAuditEvents: DisposalStep = {
  kind: 'audit-events',
  run: async ({ payload, now }) => {
    const cutoff = new Date(now.getTime() - AUDIT_RETENTION_DAYS * 24 * 60 * 60 * 1000)
    const { docs } = await payload.delete({
      collection: 'audit-events',
      where: { createdAt: { less_than: cutoff.toISOString() } },
      overrideAccess: true,
      depth: 0,
      select: { action: true },
    })
    return docs.length
  },
}
