import 'server-only'
import { unstable_cache } from 'next/cache'
import { googleVehicleFeed, metaAutomotiveCatalog } from '@/domain/inventory-feeds'
import { advertisedConditions } from '@/domain/inventory'
import { TAGS, SHARED_CACHE_SECONDS } from './cache-tags'
import { getDealershipSettings, getSiteSettings } from './settings'
import { loadFeedVehicles } from './inventory/feed-vehicles'

/**
 * The advertising feeds as CSV text, cached until a vehicle, store or setting changes (issue 3 "Feeds").
 * Vehicles whose price is locked are not advertised: the feeds are public and a listing needs the
 * price its landing page shows (decision 0185).
 */
export const getAdvertisingFeed = unstable_cache(
  async (kind: 'google' | 'meta'): Promise<string> => {
    const [site, dealership] = await Promise.all([getSiteSettings(), getDealershipSettings()])
    const vehicles = await loadFeedVehicles(
      site.siteUrl,
      advertisedConditions(dealership.liveConditions, dealership.unlockRequired),
    )
    return kind === 'google' ? googleVehicleFeed(vehicles) : metaAutomotiveCatalog(vehicles, dealership.name)
  },
  ['advertising-feed-v2'],
  {
    tags: [TAGS.vehicles, TAGS.locations, TAGS.dealershipSettings, TAGS.siteSettings],
    revalidate: SHARED_CACHE_SECONDS,
  },
)
