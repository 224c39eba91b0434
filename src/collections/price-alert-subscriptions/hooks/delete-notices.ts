import type { CollectionBeforeDeleteHook } from 'payload'

/** Erasing a subscription erases its alert e-mails' records with it, in the same transaction. */
export const deleteNoticesOfSubscription: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'price-alert-notices',
    where: { subscription: { equals: id } },
    req,
    overrideAccess: true,
  })
}
