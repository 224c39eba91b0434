import type { Payload } from 'payload'
import { expiredCreditApplications, type CreditApplicationUse } from '@/domain/retention/planner'
import { BATCH, type DisposalStep } from './types'

/**
 * SSN and date-of-birth ciphertext of credit applications not used for the retention period
 * (default 730 days, 16 CFR 314.4(c)(6)). The four sealed fields become null and the row stays,
 * marked with the date, so the lead keeps its link and the reveal audit keeps its application.
 */
export const disposeCreditData: DisposalStep = {
  kind: 'credit-data',
  run: async ({ payload, now, cutoffs }) => {
    let disposed = 0
    let after = 0
    for (;;) {
      // Updated before the cutoff: created before it too, so only the reveals are left to look at.
      const { docs } = await payload.find({
        collection: 'credit-applications',
        where: {
          and: [
            { id: { greater_than: after } },
            { sensitiveDataDisposedAt: { exists: false } },
            { updatedAt: { less_than: cutoffs.creditData.toISOString() } },
          ],
        },
        sort: 'id',
        limit: BATCH,
        depth: 0,
        overrideAccess: true,
        select: { createdAt: true, updatedAt: true, sensitiveDataDisposedAt: true },
      })
      if (docs.length === 0) return disposed
      after = docs[docs.length - 1].id
      const lastReveal = await lastReveals(
        payload,
        docs.map((d) => d.id),
      )
      const candidates: CreditApplicationUse[] = docs.map((d) => ({
        id: d.id,
        createdAt: d.createdAt,
        updatedAt: d.updatedAt,
        lastRevealedAt: lastReveal.get(d.id) ?? null,
        disposedAt: d.sensitiveDataDisposedAt,
      }))
      const expired = expiredCreditApplications(cutoffs, candidates)
      if (expired.length === 0) continue
      // The guard on the date makes a second instance's update of the same rows change nothing.
      const result = await payload.update({
        collection: 'credit-applications',
        where: { and: [{ id: { in: expired } }, { sensitiveDataDisposedAt: { exists: false } }] },
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

/** The latest reveal of each application (credit-data-reveals), by application id. */
async function lastReveals(payload: Payload, ids: number[]): Promise<Map<number, string>> {
  const { docs } = await payload.find({
    collection: 'credit-data-reveals',
    where: { application: { in: ids } },
    sort: '-createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { application: true, createdAt: true },
  })
  const latest = new Map<number, string>()
  for (const reveal of docs) {
    const id = typeof reveal.application === 'object' ? reveal.application?.id : reveal.application
    if (typeof id === 'number' && !latest.has(id)) latest.set(id, reveal.createdAt)
  }
  return latest
}
