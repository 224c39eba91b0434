import type { Payload } from 'payload'
import { env } from '@/config/env'
import { savedSearchAlertMail } from '@/domain/saved-searches/emails'
import { SKIP_REASONS, alertListing } from '@/domain/saved-searches/rules'
import { deliverAlertEmail, type AlertOutcome } from '@/services/alerts/deliver'
import { alertVehicles, dealership } from '@/services/alerts/vehicle-facts'
import { SAVED_SEARCHES } from './kind'

/**
 * One saved-search alert e-mail (issue 38; decision 0337), claimed and sent by the shared delivery
 * (src/services/alerts/deliver.ts). Checked again once claimed: nothing goes out when the shopper
 * unsubscribed; vehicles that sold, left the site or went into the private inventory since they
 * matched are left out, and when none is left nothing goes out. It lists up to 6, newest first,
 * counts the rest, and links to the search.
 */
export async function sendSavedSearchAlert(payload: Payload, alertId: number): Promise<AlertOutcome> {
  return deliverAlertEmail(payload, SAVED_SEARCHES, alertId, async ({ subscription: search, unsubscribePageUrl }) => {
    if (!search || search.status !== 'active') return { skip: SKIP_REASONS.unsubscribed }
    const { docs } = await payload.find({
      collection: 'saved-search-matches',
      where: { alert: { equals: alertId } },
      sort: '-id',
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { vehicle: true },
    })
    const ids = docs.flatMap((m) => (typeof m.vehicle === 'number' ? [m.vehicle] : m.vehicle ? [m.vehicle.id] : []))
    const settings = await dealership(payload)
    const listed = (await alertVehicles(payload, ids, settings)).filter(
      (v) => v.listing === 'available' && !v.isPrivate,
    )
    if (listed.length === 0) return { skip: SKIP_REASONS.gone }
    const publicUrl = env().PUBLIC_URL.replace(/\/+$/, '')
    const { shown, more } = alertListing(listed)
    const mail = savedSearchAlertMail({
      dealershipName: settings.name,
      searchTitle: String(search.title),
      searchUrl: `${publicUrl}${String(search.searchUrl)}`,
      vehicles: shown.map((v) => ({
        title: v.title,
        url: `${publicUrl}${v.path}`,
        price: v.price,
        mileage: v.mileage,
        priceLocked: v.priceLocked,
      })),
      more,
      unsubscribePageUrl,
    })
    return { send: { to: search.email, mail } }
  })
}
