'use client'
import { useEffect } from 'react'
import { adPixelConsent, trackerAllowed, type ConsentTier, type Tracker } from '@/domain/consent'
import { subscribeConsent } from '@/services/visitor/consent-browser'

export type TrackerIds = { gtmId: string | null; ga4Id: string | null; metaPixelId: string | null }

type Fbq = ((...args: unknown[]) => void) & { queue?: unknown[]; loaded?: boolean; version?: string; callMethod?: (...args: unknown[]) => void; push?: unknown }
declare global {
  interface Window {
    fbq?: Fbq
    _fbq?: Fbq
  }
}

/** Script hosts, exported for the tests that assert none is contacted before consent. */
export const TRACKER_SCRIPTS = {
  gtm: (id: string) => `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`,
  ga4: (id: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`,
  metaPixel: () => 'https://connect.facebook.net/en_US/fbevents.js',
} as const

function inject(src: string): void {
  const script = document.createElement('script')
  script.async = true
  script.src = src
  document.head.appendChild(script)
}

const loaders: Record<Exclude<Tracker, 'chat'>, (id: string) => void> = {
  gtm(id) {
    window.dataLayer = window.dataLayer ?? []
    window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
    inject(TRACKER_SCRIPTS.gtm(id))
  },
  ga4(id) {
    inject(TRACKER_SCRIPTS.ga4(id))
    window.gtag?.('js', new Date())
    // Page views are sent by the PageViewTracker, which skips cars-direct-page (decision 0074).
    window.gtag?.('config', id, { send_page_view: false })
  },
  metaPixel(id) {
    if (!window.fbq) {
      // Meta's documented stub: calls queue until fbevents.js arrives.
      const fbq: Fbq = (...args: unknown[]) => (fbq.callMethod ? fbq.callMethod(...args) : fbq.queue?.push(args))
      fbq.queue = []
      fbq.loaded = true
      fbq.version = '2.0'
      fbq.push = fbq
      window.fbq = fbq
      window._fbq = fbq
      inject(TRACKER_SCRIPTS.metaPixel())
    }
    window.fbq('init', id)
    // PageView is tracked by the PageViewTracker (not on cars-direct-page, decision 0074).
  },
}

/**
 * Loads GTM, GA4 and the Meta pixel only when their consent category allows it AND an id is set in
 * site settings; with no id nothing is loaded at all (visitor-layer.md sections 6 and 7). A script
 * once loaded stays (browsers cannot unload it); a later refusal reaches it through Consent Mode
 * 'update' and fbq('consent', 'revoke') (section 4).
 */
export function TrackerLoader({ ids, tier }: { ids: TrackerIds; tier: ConsentTier }) {
  useEffect(() => {
    const loaded = new Set<Tracker>()
    return subscribeConsent(({ allowed, gpc }) => {
      window.fbq?.('consent', adPixelConsent(tier, allowed) === 'grant' && !gpc ? 'grant' : 'revoke')
      for (const [tracker, id] of [['gtm', ids.gtmId], ['ga4', ids.ga4Id], ['metaPixel', ids.metaPixelId]] as const) {
        if (!id || loaded.has(tracker) || !trackerAllowed(tracker, allowed, gpc)) continue
        loaded.add(tracker)
        loaders[tracker](id)
      }
    })
  }, [ids.gtmId, ids.ga4Id, ids.metaPixelId, tier])
  return null
}
