import 'server-only'
import { payloadClient } from './payload'
import { VIN_PATTERN } from '@/domain/vehicles/vin'
import { confirmationTarget, unsubscribeTarget } from '@/services/alerts/link-targets'
import { PRICE_ALERTS } from '@/services/price-alerts/kind'
import { vinOf } from '@/services/price-alerts/unsubscribe'

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
  const doc = await confirmationTarget(await payloadClient(), PRICE_ALERTS, token, now)
  const vehicle = doc?.vehicle as number | { id: number } | undefined
  if (!doc || vehicle === undefined) return { valid: false }
  const title = await vehicleTitle(typeof vehicle === 'object' ? vehicle.id : vehicle)
  return title ? { valid: true, title, sendToSales: doc.pendingSendToSales === true } : { valid: false }
}

/** The vehicle an unsubscribe link is for, and whether its alerts are already stopped. */
export async function unsubscribeLinkView(token: unknown): Promise<LinkView & { stopped?: boolean }> {
  const payload = await payloadClient()
  const target = await unsubscribeTarget(payload, PRICE_ALERTS, token)
  const vin = target ? await vinOf(payload, target.email.vehicle) : null
  if (!target || !vin) return { valid: false }
  const title = await vehicleTitleByVin(vin)
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
