import type { Payload } from 'payload'
import { isWellFormedToken } from '@/domain/price-alerts/tokens'
import { hashToken } from './tokens'

/**
 * Stops a subscription from the link of one of its alert e-mails (issue 21): the one-click POST of
 * a mail program (RFC 8058) or the button on the unsubscribe page. No further step, and the same
 * answer when it was already stopped. Each alert's link has its own token (decision 0270).
 */
export type UnsubscribeTarget = { subscriptionId: number; vin: string | null; status: string }

export async function unsubscribeTarget(payload: Payload, token: unknown): Promise<UnsubscribeTarget | null> {
  if (!isWellFormedToken(token)) return null
  const { docs } = await payload.find({
    collection: 'price-alert-notices',
    where: { unsubscribeTokenHash: { equals: hashToken(token) } },
    limit: 1,
    depth: 1,
    pagination: false,
    overrideAccess: true,
    select: { subscription: true, vehicle: true },
    populate: { 'price-alert-subscriptions': { status: true }, vehicles: { vin: true } },
  })
  const notice = docs[0]
  if (!notice || typeof notice.subscription !== 'object' || !notice.subscription) return null
  const vin = typeof notice.vehicle === 'object' && notice.vehicle ? notice.vehicle.vin : null
  return { subscriptionId: notice.subscription.id, vin, status: notice.subscription.status }
}

export type UnsubscribeOutcome = { ok: true; vin: string | null } | { ok: false; reason: 'invalid' }

export async function unsubscribeByToken(payload: Payload, token: unknown, now: Date): Promise<UnsubscribeOutcome> {
  const target = await unsubscribeTarget(payload, token)
  if (!target) return { ok: false, reason: 'invalid' }
  if (target.status !== 'unsubscribed') {
    await payload.update({
      collection: 'price-alert-subscriptions',
      id: target.subscriptionId,
      data: { status: 'unsubscribed', unsubscribedAt: now.toISOString() },
      depth: 0,
      overrideAccess: true,
    })
  }
  return { ok: true, vin: target.vin }
}
