import { expiredCreditApplications, type CreditApplicationUse } from '@/domain/retention/planner'
import { BATCH, type DisposalStep } from './types'

/**
 * SSN and date-of-birth ciphertext of credit applications not used for the retention period
 * (default 730 days, 16 CFR 314.4(c)(6)). The four sealed fields become null and the row stays,
 * marked with the date, so the lead keeps its link and the reveal audit keeps its application.
 * The clock is `lastUsedAt` (received, revealed), never `updatedAt` (decision 0302).
 */
export const disposeCreditData: DisposalStep = {
  kind: 'credit-data',
  run: async ({ payload, now, cutoffs }) => {
    let disposed = 0
    let after = 0
    const cutoff = cutoffs.creditData.toISOString()
    for (;;) {
      const { docs } = await payload.find({
        collection: 'credit-applications',
        where: {
          and: [
            { id: { greater_than: after } },
            { sensitiveDataDisposedAt: { exists: false } },
            // A row without a readable last use falls back on its creation (the planner decides).
            { or: [{ lastUsedAt: { less_than: cutoff } }, { lastUsedAt: { exists: false } }] },
          ],
        },
        sort: 'id',
        limit: BATCH,
        depth: 0,
        overrideAccess: true,
        select: { createdAt: true, lastUsedAt: true, sensitiveDataDisposedAt: true },
      })
      if (docs.length === 0) return disposed
      after = docs[docs.length - 1].id
      const candidates: CreditApplicationUse[] = docs.map((d) => ({
        id: d.id,
        createdAt: d.createdAt,
        lastUsedAt: d.lastUsedAt,
        disposedAt: d.sensitiveDataDisposedAt,
      }))
      const expired = expiredCreditApplications(cutoffs, candidates)
      if (expired.length === 0) continue
      // The guards make a second instance's update, or a reveal meanwhile, change nothing.
      const result = await payload.update({
        collection: 'credit-applications',
        where: {
          and: [
            { id: { in: expired } },
            { sensitiveDataDisposedAt: { exists: false } },
            { or: [{ lastUsedAt: { less_than: cutoff } }, { lastUsedAt: { exists: false } }] },
          ],
        },
        data: {
          applicantSsn: null,
          applicantDateOfBirth: null,
          coApplicantSsn: null,
          coApplicantDateOfBirth: null,
          sensitiveDataDisposedAt: now.toISOString(),
        },
        depth: 0,
        overrideAccess: true,
        select: { updatedAt: true },
      })
      if (result.errors.length > 0)
        throw new Error(`credit data disposal: ${result.errors.map((e) => `${e.id}: ${e.message}`).join('; ')}`)
      disposed += result.docs.length
    }
  },
}
