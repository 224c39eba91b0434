import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { expiredLeads } from '@/domain/retention/planner'
import { REMOVED, anonymisedLead } from '@/domain/retention/anonymise-lead'
import { BATCH, type DisposalStep } from './types'

/**
 * Leads whose retention ran out, when the Data retention setting gives leads one (off by default):
 * the shopper's details are removed and the row stays, anonymised, so the dashboard's counts by
 * form type, store and source stay true (src/domain/retention/anonymise-lead.ts says what stays).
 */
export const anonymiseLeads: DisposalStep = {
  kind: 'leads',
  run: async ({ payload, now, cutoffs }) => {
    if (!cutoffs.leads) return 0
    let anonymised = 0
    let after = 0
    for (;;) {
      const { docs } = await payload.find({
        collection: 'leads',
        where: {
          and: [
            { id: { greater_than: after } },
            { anonymisedAt: { exists: false } },
            { updatedAt: { less_than: cutoffs.leads.toISOString() } },
          ],
        },
        sort: 'id',
        limit: BATCH,
        depth: 0,
        overrideAccess: true,
        select: { createdAt: true, updatedAt: true, anonymisedAt: true, pageUrl: true, resume: true },
      })
      if (docs.length === 0) return anonymised
      after = docs[docs.length - 1].id
      const expired = new Set(expiredLeads(cutoffs, docs))
      for (const lead of docs) {
        if (!expired.has(lead.id)) continue
        const resume = typeof lead.resume === 'object' ? (lead.resume?.id ?? null) : (lead.resume ?? null)
        if (await anonymiseOne(payload, lead.id, lead.pageUrl ?? null, resume, now)) anonymised += 1
      }
    }
  },
}

/**
 * One lead, its credit application's title (the applicant's name) and its résumé, in one
 * transaction. False when another run got there first (the guard on anonymisedAt).
 */
async function anonymiseOne(
  payload: Payload,
  id: number,
  pageUrl: string | null,
  resumeId: number | null,
  now: Date,
): Promise<boolean> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const { docs } = await payload.update({
      collection: 'leads',
      where: { and: [{ id: { equals: id } }, { anonymisedAt: { exists: false } }] },
      data: anonymisedLead({ pageUrl }, now),
      depth: 0,
      overrideAccess: true,
      req,
      select: { updatedAt: true },
    })
    if (docs.length === 0) {
      await commitTransaction(req)
      return false
    }
    await payload.update({
      collection: 'credit-applications',
      where: { lead: { equals: id } },
      data: { title: REMOVED },
      depth: 0,
      overrideAccess: true,
      req,
      select: { updatedAt: true },
    })
    // The résumé file goes with its record (Payload removes the upload).
    if (resumeId !== null)
      await payload.delete({ collection: 'resumes', where: { id: { equals: resumeId } }, overrideAccess: true, req })
    await commitTransaction(req)
    return true
  } catch (err) {
    await killTransaction(req)
    throw err
  }
}
