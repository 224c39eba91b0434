import type { GlobalAfterChangeHook } from 'payload'
import { retentionChangeSummary } from '@/domain/retention/change-summary'
import type { StoredRetention } from '@/domain/retention/policy'
import { reportRetentionEvent } from '@/services/retention/report'

const settings = (doc: StoredRetention | null | undefined): StoredRetention => ({
  creditDataDays: doc?.creditDataDays ?? null,
  leadDays: doc?.leadDays ?? null,
  priceAlertRequestDays: doc?.priceAlertRequestDays ?? null,
})

/** A change of what the disposal applies goes to the audit log, with who made it (issue 34). */
export const reportRetentionChange: GlobalAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const summary = retentionChangeSummary(previousDoc as StoredRetention, doc as StoredRetention)
  if (!summary) return doc
  const user = req.user as { id: number | string; email?: string | null } | null | undefined
  // audit: 'retention-changed'
  await reportRetentionEvent(
    req.payload,
    {
      action: 'retention-changed',
      actor: user ? { id: user.id, email: user.email ?? null } : null,
      summary,
      details: { before: settings(previousDoc), after: settings(doc) },
    },
    req,
  )
  return doc
}
