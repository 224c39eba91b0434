import type { PayloadRequest } from 'payload'

/** Tags already published in the current transaction of a request (see `publishCacheInvalidation`). */
type Published = { transaction: PayloadRequest['transactionID']; keys: Set<string> }
const CONTEXT_KEY = 'cacheInvalidationsPublished'

/**
 * Announces to every instance that an edit touched these cache tags (issue 18, decision 0227).
 *
 * A row goes into the hidden `cache-invalidations` collection through the Local API with the
 * edit's `req`, so it is written in the edit's own transaction; the table's trigger sends
 * `pg_notify('cache_invalidation', tags)`, which Postgres delivers to the listeners only when that
 * transaction commits. Payload runs afterChange hooks before it commits, so a NOTIFY sent on
 * another connection here could reach another instance before the edit is visible to it, and that
 * instance would cache the old data again.
 *
 * One row per tag set and transaction: a CSV import updates thousands of vehicles in one
 * transaction and needs one announcement, not thousands (Postgres would fold identical
 * notifications of one transaction anyway; this saves the rows). Without a transaction every
 * call writes its own row, committed at once like the edit before it.
 */
export async function publishCacheInvalidation(req: PayloadRequest, tags: string[]): Promise<void> {
  const key = [...tags].sort().join(',')
  const transaction = req.transactionID
  const published = req.context[CONTEXT_KEY] as Published | undefined
  if (transaction !== undefined && published?.transaction === transaction && published.keys.has(key)) return
  await req.payload.create({ collection: 'cache-invalidations', data: { tags }, req, depth: 0, overrideAccess: true })
  if (transaction === undefined) return
  if (published?.transaction === transaction) published.keys.add(key)
  else req.context[CONTEXT_KEY] = { transaction, keys: new Set([key]) } satisfies Published
}
