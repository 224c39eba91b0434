import type { CollectionBeforeChangeHook } from 'payload'

/** Staff who set an e-mail alert subscription to Unsubscribed (a shopper asked by phone) stamp when, as the link does. */
export const stampUnsubscribe: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  if (data.status === 'unsubscribed' && originalDoc?.status !== 'unsubscribed' && !data.unsubscribedAt)
    return { ...data, unsubscribedAt: new Date().toISOString() }
  return data
}
