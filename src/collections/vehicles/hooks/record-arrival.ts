import type { CollectionAfterChangeHook } from 'payload'
import { isArrival } from '@/domain/saved-searches/rules'
import { executeIn } from '@/server/db/transaction'
import { recordArrivalSql } from '@/server/db/saved-searches'
import { MATCH_JOB } from '@/services/saved-searches/queue'

/**
 * A vehicle that arrives on the site (created for sale, or made for sale again) is queued for the
 * saved searches' matching (issue 38; decision 0337), in the save's own transaction: an edit in the
 * admin, a REST or GraphQL save, a CSV or feed import row alike, and a rolled-back import queues
 * nothing. One statement, and nothing at all while no saved search is active.
 */
export const recordArrival: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const before = operation === 'create' ? null : (previousDoc ?? null)
  if (!isArrival(before, doc)) return doc
  await executeIn(req.payload, req, 'saved-search arrival', recordArrivalSql(doc.id, new Date(), MATCH_JOB))
  return doc
}
