import 'server-only'
import { cache } from 'react'
import { unstable_cache } from 'next/cache'
import { readShellGlobals } from './shell-globals'
import { TAGS, SHARED_CACHE_SECONDS } from './cache-tags'
import { adsCookieNames } from '@/domain/profile/ads-cookie-names'

export type SiteSettingsView = {
  siteName: string
  siteUrl: string
  description: string
  locale: string
  twitterHandle: string | null
  canonicalLowercase: boolean
  accentColor: string
  /** Tracker ids; null loads no tracker at all (visitor-layer.md section 7). */
  trackers: { gtmId: string | null; ga4Id: string | null; metaPixelId: string | null }
  /** Chat widget script (issue 8, decision 0073); null: no chat. */
  chatScriptUrl: string | null
  /** Cookies whose values join the ad parameters (visitor-layer.md section 3, issue 40). */
  adsCookieNames: string[]
}

/**
 * Site name, theme and metadata defaults; #22c55e when no accent colour is set (issue 5). Read once
 * per request (React's `cache`): the root metadata, the shell and the page each ask for it, and with
 * the data cache empty each had read the database (decision 0230). Read with the shell's other
 * globals in one statement (src/data/shell-globals.ts, decision 0293).
 */
export const getSiteSettings = cache(
  unstable_cache(
    async (): Promise<SiteSettingsView> => {
      const s = (await readShellGlobals()).siteSettings
      return {
        siteName: s.siteName || 'Dealership',
        siteUrl: s.siteUrl || 'http://localhost:3000',
        description: s.description || '',
        locale: s.locale || 'en_US',
        twitterHandle: s.twitterHandle || null,
        canonicalLowercase: s.canonicalLowercase !== false,
        accentColor: s.accentColor || '#22c55e',
        trackers: {
          gtmId: s.gtmId?.trim() || null,
          ga4Id: s.ga4Id?.trim() || null,
          metaPixelId: s.metaPixelId?.trim() || null,
        },
        chatScriptUrl: s.chatScriptUrl?.trim() || null,
        adsCookieNames: adsCookieNames(s.adsCookieNames),
      }
    },
    ['site-settings-v4'],
    { tags: [TAGS.siteSettings], revalidate: SHARED_CACHE_SECONDS },
  ),
)

/**
 * The dealership settings the public pages use, read once per request (React's `cache`: the shell,
 * the search, the blocks and the vocabulary each ask), and only those fields, with the shell's
 * other globals in one statement (decision 0293).
 */
export const getDealershipSettings = cache(
  unstable_cache(
    async () => {
      const s = (await readShellGlobals()).dealershipSettings
      return {
        name: s.name,
        phone: s.phone ?? null,
        servicePhone: s.servicePhone ?? null,
        rating: s.rating ?? null,
        reviewCount: s.reviewCount ?? null,
        itemsPerPage: s.itemsPerPage,
        liveConditions: (s.liveConditions ?? ['used']) as string[],
        unlockRequired: (s.unlockRequired ?? []) as string[],
        documentaryFee: s.documentaryFee,
      }
    },
    ['dealership-settings-v1'],
    { tags: [TAGS.dealershipSettings], revalidate: SHARED_CACHE_SECONDS },
  ),
)
