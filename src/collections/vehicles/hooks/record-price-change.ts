import type { CollectionAfterChangeHook } from 'payload'
import { isDrop, isPriceChange } from '@/domain/price-history/rules'
import { PRICE_CHANGE_SOURCE_CONTEXT, type PriceChangeSource } from '@/domain/price-history/sources'

/**
 * Records a save's price change in the price history (issue 37; decision 0316), in the save's own
 * transaction: the admin, REST and GraphQL edits and the CSV and feed imports all save through the
 * Local API and pass here. The bulk seed's SQL records its own (src/server/db/price-history.ts).
 * A drop is dated with the same moment the beforeChange hook kept as the vehicle's `priceDroppedAt`.
 */
export const recordPriceChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const isNew = operation === 'create'
  const before = isNew ? undefined : previousDoc?.price
  if (!isPriceChange(before, doc.price, isNew)) return doc
  const arrivedLowered = isNew && typeof doc.priceDroppedAt === 'string' && isDrop(doc.oldPrice, doc.price)
  const previousPrice = isNew ? (arrivedLowered ? doc.oldPrice : null) : (before ?? null)
  const droppedNow = isDrop(previousPrice, doc.price) && typeof doc.priceDroppedAt === 'string'
  const source: PriceChangeSource = req.context[PRICE_CHANGE_SOURCE_CONTEXT] === 'import' ? 'import' : 'edit'
  await req.payload.create({
    collection: 'vehicle-price-changes',
    data: {
      vehicle: doc.id,
      previousPrice,
      price: doc.price ?? null,
      changedAt: droppedNow ? doc.priceDroppedAt : (doc.updatedAt ?? new Date().toISOString()),
      source,
    },
    req,
    depth: 0,
    overrideAccess: true,
  })
  return doc
}
