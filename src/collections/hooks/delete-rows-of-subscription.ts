import type { CollectionBeforeDeleteHook, CollectionSlug } from 'payload'

/**
 * Erasing an e-mail alert subscription erases what belongs to it (its alert e-mails' records, a
 * saved search's matches) in the same transaction, in the order given (decisions 0270, 0337).
 */
export function deleteRowsOfSubscription(collections: readonly CollectionSlug[]): CollectionBeforeDeleteHook {
  return async ({ id, req }) => {
    for (const collection of collections)
      await req.payload.delete({ collection, where: { subscription: { equals: id } }, req, overrideAccess: true })
  }
}
