import type { GlobalAfterChangeHook, PayloadRequest } from 'payload'
import { windowDays, windowStart } from '@/domain/price-history/rules'
import { executeIn } from '@/server/db/transaction'
import { refreshPriceDropsSql } from '@/server/db/price-history'
import { publishCacheInvalidation } from '@/services/cache-invalidation/publish'
import { readWindowDays } from './window'

/**
 * Recomputes every vehicle's price drop from the recorded history (issue 37: the "Price Drops" page
 * is computed from the history over the settings' window, not from a flag someone must keep true;
 * decision 0316). A save keeps its own vehicle's drop; this ends the drops that aged out of the
 * window (hourly, price-drops-task.ts) and applies a changed window at once. Announces the change
 * to every instance when a row moved. Returns how many vehicles changed.
 */
export async function refreshPriceDrops(req: PayloadRequest, now = new Date(), days?: number): Promise<number> {
  const window = days ?? (await readWindowDays(req))
  const rows = await executeIn(req.payload, req, 'price drops', refreshPriceDropsSql(windowStart(now, window), now))
  if (rows.length > 0) await publishCacheInvalidation(req, ['vehicles'])
  return rows.length
}

/** A new window in the dealership profile applies to every vehicle in the same save. */
export const refreshDropsAfterWindowChange: GlobalAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const before = windowDays((previousDoc as { priceDropWindowDays?: unknown } | undefined)?.priceDropWindowDays)
  const after = windowDays((doc as { priceDropWindowDays?: unknown }).priceDropWindowDays)
  if (before !== after) await refreshPriceDrops(req, new Date(), after)
  return doc
}
