import type { CollectionAfterChangeHook } from 'payload'
import { queueAlertsForPriceChange } from '@/services/price-alerts/queue-alerts'

/**
 * A lowered price queues the price-drop alerts of the vehicle's subscribers (issue 21; decision
 * 0270), in the save's transaction: an edit in the admin, a REST update or a CSV import row alike.
 */
export const queuePriceDropAlerts: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update') return doc
  await queueAlertsForPriceChange(req, {
    vehicleId: doc.id,
    status: doc.status,
    price: doc.price,
    previousPrice: previousDoc?.price,
  })
  return doc
}
