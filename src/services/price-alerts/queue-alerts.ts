import type { PayloadRequest } from 'payload'
import { dueAlerts, isPriceDrop } from '@/domain/price-alerts/rules'
import type { SubscriptionStatus } from '@/domain/alerts/statuses'
import { executeIn } from '@/server/db/transaction'
import { queueAlertsSql } from '@/server/db/price-alerts'
import { ALERT_JOB } from './queue'

/**
 * A vehicle was saved (the admin, the REST API, a CSV import): when its price dropped, each active
 * subscriber for whom the new price is news gets one alert, queued with its send job in the save's
 * own transaction (issue 21; decision 0270). Rolled back with the save; a second run for the same
 * drop (another instance, a repeated hook) queues nothing (unique subscription and price). Returns
 * how many alerts were queued.
 */
export type PriceChange = {
  vehicleId: number
  status: string | null | undefined
  price: number | null | undefined
  previousPrice: number | null | undefined
}

export async function queueAlertsForPriceChange(
  req: PayloadRequest,
  change: PriceChange,
  now = new Date(),
): Promise<number> {
  if (!isPriceDrop(change.previousPrice, change.price) || change.status !== 'available') return 0
  const { payload } = req
  const subscriptions = await payload.find({
    collection: 'price-alert-subscriptions',
    where: { and: [{ vehicle: { equals: change.vehicleId } }, { status: { equals: 'active' } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { status: true, confirmedPrice: true },
    req,
  })
  if (subscriptions.docs.length === 0) return 0
  const notices = await payload.find({
    collection: 'price-alert-notices',
    where: {
      and: [{ subscription: { in: subscriptions.docs.map((s) => s.id) } }, { status: { not_equals: 'skipped' } }],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { subscription: true, price: true },
    req,
  })
  const pricesBySubscription = new Map<number, number[]>()
  for (const notice of notices.docs) {
    const id = typeof notice.subscription === 'object' ? notice.subscription.id : notice.subscription
    pricesBySubscription.set(id, [...(pricesBySubscription.get(id) ?? []), notice.price])
  }
  const due = dueAlerts(
    subscriptions.docs.map((s) => ({
      id: s.id,
      status: s.status as SubscriptionStatus,
      confirmedPrice: s.confirmedPrice ?? null,
      noticePrices: pricesBySubscription.get(s.id) ?? [],
    })),
    change.price,
    change.status,
    change.previousPrice,
  )
  if (due.length === 0) return 0
  const rows = await executeIn(payload, req, 'price-drop alerts', queueAlertsSql(due, change.vehicleId, now, ALERT_JOB))
  return Number(rows[0]?.queued ?? 0)
}
