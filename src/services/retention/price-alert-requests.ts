import { expiredPriceAlertRequests } from '@/domain/retention/planner'
import { execute } from '@/server/db/execute'
import { deleteStaleAlertRequestsSql } from '@/server/db/price-alerts'
import { BATCH, type DisposalStep } from './types'

/**
 * Price-drop alert requests nobody confirmed within the setting (default 7 days, the life of the
 * confirmation link): deleted with any alert records they carry. Confirmed and unsubscribed ones
 * stay (an unsubscribed row is what keeps the address from being written to again).
 */
export const deleteStalePriceAlertRequests: DisposalStep = {
  kind: 'price-alert-requests',
  run: async ({ payload, cutoffs }) => {
    let deleted = 0
    let after = 0
    for (;;) {
      const { docs } = await payload.find({
        collection: 'price-alert-subscriptions',
        where: {
          and: [
            { id: { greater_than: after } },
            { status: { equals: 'pending' } },
            { updatedAt: { less_than: cutoffs.priceAlertRequests.toISOString() } },
          ],
        },
        sort: 'id',
        limit: BATCH,
        depth: 0,
        overrideAccess: true,
        select: { status: true, updatedAt: true },
      })
      if (docs.length === 0) return deleted
      after = docs[docs.length - 1].id
      const expired = expiredPriceAlertRequests(cutoffs, docs)
      if (expired.length === 0) continue
      // The statement checks status and date again under a row lock: a request made meanwhile stays.
      const [row] = await execute(payload, deleteStaleAlertRequestsSql(expired, cutoffs.priceAlertRequests))
      deleted += Number(row?.deleted ?? 0)
    }
  },
}
