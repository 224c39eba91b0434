import 'server-only'
import { payloadClient } from './payload'
import { confirmationExpired, isWellFormedToken } from '@/domain/price-alerts/tokens'
import { hashToken } from '@/server/link-tokens'
import type { Payload } from 'payload'
import { VIN_PATTERN } from '@/domain/vehicles/vin'

/**
 * What the confirm and unsubscribe pages of the price-drop alerts show (issue 21; decision 0270).
 * Reads only: a page never confirms or unsubscribes, its button POSTs. Every answer is the
 * visitor's own (from their link), so nothing here is cached.
 */
export type LinkView = { valid: true; title: string } | { valid: false }

async function vehicleTitle(id: number): Promise<string | null> {
  const payload = await payloadClient()
  const doc = await payload.findByID({
    collection: 'vehicles',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { title: true },
  })
  return doc?.title ?? null
}

/** The vehicle a confirmation link is for, while the link is the newest one and not expired. */
export async function confirmationLinkView(token: unknown, now: Date): Promise<LinkView & { sendToSales?: boolean }> {
  if (!isWellFormedToken(token)) return { valid: false }
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'price-alert-subscriptions',
    where: { confirmTokenHash: { equals: hashToken(token) } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { vehicle: true, confirmationSentAt: true, pendingSendToSales: true },
  })
  const doc = docs[0]
  if (!doc || confirmationExpired(doc.confirmationSentAt, now)) return { valid: false }
  const title = await vehicleTitle(typeof doc.vehicle === 'object' ? doc.vehicle.id : doc.vehicle)
  return title ? { valid: true, title, sendToSales: doc.pendingSendToSales === true } : { valid: false }
}

/**
 * The subscription an alert e-mail's unsubscribe link belongs to (each alert has its own token;
 * decision 0270); also read by the unsubscribe itself (src/services/price-alerts/unsubscribe.ts).
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

/** The vehicle an unsubscribe link is for, and whether its alerts are already stopped. */
export async function unsubscribeLinkView(token: unknown): Promise<LinkView & { stopped?: boolean }> {
  const target = await unsubscribeTarget(await payloadClient(), token)
  if (!target?.vin) return { valid: false }
  const title = await vehicleTitleByVin(target.vin)
  return title ? { valid: true, title, stopped: target.status === 'unsubscribed' } : { valid: false }
}

/** The title of a vehicle named in a result page's address. */
export async function vehicleTitleByVin(vin: unknown): Promise<string | null> {
  if (typeof vin !== 'string' || !VIN_PATTERN.test(vin.toUpperCase())) return null
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'vehicles',
    where: { vin: { equals: vin.toUpperCase() } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { title: true },
  })
  return docs[0]?.title ?? null
}
