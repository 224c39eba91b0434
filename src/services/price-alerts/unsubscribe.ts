import type { Payload } from 'payload'
import { unsubscribeTarget } from '@/data/price-alerts'

/**
 * Stops a subscription from the link of one of its alert e-mails (issue 21): the one-click POST of
 * a mail program (RFC 8058) or the button on the unsubscribe page. No further step, and the same
 * answer when it was already stopped. Each alert's link has its own token (decision 0270).
 */
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
