import type { Payload } from 'payload'
import type { AlertKind } from './kind'
import { unsubscribeTarget, type UnsubscribeTarget } from './link-targets'

/**
 * Stops a subscription from the link of one of its alert e-mails (decisions 0270, 0337): the
 * one-click POST of a mail program (RFC 8058) or the button on the unsubscribe page. No further
 * step, and the same answer when it was already stopped. Each alert e-mail's link has its own token.
 */
export type UnsubscribeOutcome = { ok: true; target: UnsubscribeTarget } | { ok: false; reason: 'invalid' }

export async function unsubscribeByToken(
  payload: Payload,
  kind: AlertKind,
  token: unknown,
  now: Date,
): Promise<UnsubscribeOutcome> {
  const target = await unsubscribeTarget(payload, kind, token)
  if (!target) return { ok: false, reason: 'invalid' }
  if (target.status !== 'unsubscribed') {
    await payload.update({
      collection: kind.subscriptions,
      id: target.subscriptionId,
      data: { status: 'unsubscribed', unsubscribedAt: now.toISOString() },
      depth: 0,
      overrideAccess: true,
    })
  }
  return { ok: true, target }
}
