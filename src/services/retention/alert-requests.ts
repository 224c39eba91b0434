import type { Payload } from 'payload'
import { expiredAlertRequests } from '@/domain/retention/planner'
import { execute } from '@/server/db/execute'
import {
  PRICE_ALERT_TABLES,
  SAVED_SEARCH_TABLES,
  deleteStaleAlertRequestsSql,
  type AlertTables,
} from '@/server/db/alert-subscriptions'
import { BATCH, type DisposalStep } from './types'

/**
 * E-mail alert requests nobody confirmed within the setting (default 7 days, the life of the
 * confirmation link): deleted with what belongs to them (alert records, a saved search's matches).
 * Confirmed and unsubscribed ones stay (an unsubscribed row is what keeps the address from being
 * written to again). One step per kind: price-drop alerts (issue 21) and saved searches (issue 38).
 */
function staleRequests(
  kind: string,
  collection: 'price-alert-subscriptions' | 'saved-searches',
  tables: AlertTables,
): DisposalStep {
  return {
    kind,
    run: async ({ payload, cutoffs }) => {
      let deleted = 0
      let after = 0
      for (;;) {
        const docs = await candidates(payload, collection, after, cutoffs.alertRequests)
        if (docs.length === 0) return deleted
        after = docs[docs.length - 1].id
        const expired = expiredAlertRequests(cutoffs, docs)
        if (expired.length === 0) continue
        // The statement checks status and date again under a row lock: a request made meanwhile stays.
        const [row] = await execute(payload, deleteStaleAlertRequestsSql(tables, expired, cutoffs.alertRequests))
        deleted += Number(row?.deleted ?? 0)
      }
    },
  }
}

async function candidates(
  payload: Payload,
  collection: 'price-alert-subscriptions' | 'saved-searches',
  after: number,
  before: Date,
): Promise<Array<{ id: number; status: string; updatedAt: string }>> {
  const { docs } = await payload.find({
    collection,
    where: {
      and: [
        { id: { greater_than: after } },
        { status: { equals: 'pending' } },
        { updatedAt: { less_than: before.toISOString() } },
      ],
    },
    sort: 'id',
    limit: BATCH,
    depth: 0,
    overrideAccess: true,
    select: { status: true, updatedAt: true },
  })
  return docs
}

export const deleteStalePriceAlertRequests = staleRequests(
  'price-alert-requests',
  'price-alert-subscriptions',
  PRICE_ALERT_TABLES,
)

export const deleteStaleSavedSearchRequests = staleRequests(
  'saved-search-requests',
  'saved-searches',
  SAVED_SEARCH_TABLES,
)
