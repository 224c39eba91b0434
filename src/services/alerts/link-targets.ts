import type { Payload } from 'payload'
import { confirmationExpired, isWellFormedToken } from '@/domain/alerts/tokens'
import { hashToken } from '@/server/link-tokens'
import type { AlertKind } from './kind'

/**
 * What the links of an alert's e-mails point at (decisions 0270, 0337), read by the confirm and
 * unsubscribe pages (which only show and ask) and by the unsubscribe itself. A link holds a token;
 * only its hash is stored, so it is found by hashing what the link carries.
 */

/** The subscription a confirmation link is for, while the link is the newest one and not expired. */
export async function confirmationTarget(
  payload: Payload,
  kind: AlertKind,
  token: unknown,
  now: Date,
): Promise<(Record<string, unknown> & { id: number }) | null> {
  if (!isWellFormedToken(token)) return null
  const { docs } = await payload.find({
    collection: kind.subscriptions,
    where: { confirmTokenHash: { equals: hashToken(token) } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  // The fields every subscription shares (src/fields/alert-subscription.ts), and the kind's own.
  const doc = docs[0] as unknown as (Record<string, unknown> & { id: number; confirmationSentAt?: string }) | undefined
  return doc && !confirmationExpired(doc.confirmationSentAt, now) ? doc : null
}

export type UnsubscribeTarget = {
  subscriptionId: number
  status: string
  /** The alert e-mail the link came in, as stored (its vehicle, its saved search). */
  email: Record<string, unknown>
}

/** The subscription an alert e-mail's unsubscribe link belongs to (each alert e-mail has its own token). */
export async function unsubscribeTarget(
  payload: Payload,
  kind: AlertKind,
  token: unknown,
): Promise<UnsubscribeTarget | null> {
  if (!isWellFormedToken(token)) return null
  const { docs } = await payload.find({
    collection: kind.emails,
    where: { unsubscribeTokenHash: { equals: hashToken(token) } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const email = docs[0] as unknown as (Record<string, unknown> & { subscription?: unknown }) | undefined
  if (!email || typeof email.subscription !== 'number') return null
  const subscription = await payload.findByID({
    collection: kind.subscriptions,
    id: email.subscription,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { status: true },
  })
  return subscription ? { subscriptionId: subscription.id, status: String(subscription.status), email } : null
}
