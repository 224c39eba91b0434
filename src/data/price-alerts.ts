import 'server-only'
import { payloadClient } from './payload'
import { confirmationExpired, isWellFormedToken } from '@/domain/price-alerts/tokens'
import { hashToken } from '@/services/price-alerts/tokens'
import { unsubscribeTarget } from '@/services/price-alerts/unsubscribe'
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

/** The vehicle an unsubscribe link is for, and whether its alerts are already stopped. */
export async function unsubscribeLinkView(token: unknown): Promise<LinkView & { stopped?: boolean }> {
  const payload = await payloadClient()
  const target = await unsubscribeTarget(payload, token)
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
