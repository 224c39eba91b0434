import 'server-only'
import { unstable_cache } from 'next/cache'
import { payloadClient } from './payload'
import { TAGS, SHARED_CACHE_SECONDS } from './cache-tags'

/** One recorded change as the vehicle page shows it; dates as ISO text (cached reads keep JSON). */
export type PriceChangeView = { previousPrice: number | null; price: number | null; changedAt: string }

/** How many changes the vehicle page's short history lists (issue 37: "a short history"). */
export const SHORT_HISTORY = 5

/**
 * A vehicle's latest price changes, newest first (issue 37; decision 0316), one index walk on
 * (vehicle, changedAt). Read with the Local API past the collection's staff-only access: the page
 * calls it only for a vehicle whose price it shows (a locked price has no history on the page).
 * Cached under the vehicles tag: every save of a vehicle, which is when a change is recorded, drops it.
 */
export const getPriceHistory = unstable_cache(
  async (vin: string): Promise<PriceChangeView[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'vehicle-price-changes',
      where: { 'vehicle.vin': { equals: vin.toUpperCase() } },
      sort: '-changedAt',
      limit: SHORT_HISTORY,
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { previousPrice: true, price: true, changedAt: true },
    })
    return docs.map((d) => ({ previousPrice: d.previousPrice ?? null, price: d.price ?? null, changedAt: d.changedAt }))
  },
  ['vehicle-price-history-v1'],
  { tags: [TAGS.vehicles], revalidate: SHARED_CACHE_SECONDS },
)
