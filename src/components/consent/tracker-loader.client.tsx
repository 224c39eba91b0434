'use client'
import { useEffect } from 'react'
import { adPixelConsent, trackerAllowed, type Tracker } from '@/domain/consent'
import { pixelLoaderActed, sendGtagEvents, tagManagerLoaded } from '@/client/tracking/track'
import { subscribeConsent } from '@/client/visitor/consent'
import { markConsentApplied } from './consent-applied'

export type TrackerIds = { gtmId: string | null; ga4Id: string | null; metaPixelId: string | null }

type Fbq = ((...args: unknown[]) => void) & {
  queue?: unknown[]
  loaded?: boolean
  version?: string
  callMethod?: (...args: unknown[]) => void
  push?: unknown
}
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

const loaders: Record<Exclude<Tracker, 'chat'>, (id: string, gtmId: string | null) => void> = {
  gtm(id) {
    window.dataLayer = window.dataLayer ?? []
    window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
    inject(TRACKER_SCRIPTS.gtm(id))
    // The ad-tag values held for the container go in after its start (issue 40; decision 0332).
    tagManagerLoaded()
  },
  ga4(id, gtmId) {
    inject(TRACKER_SCRIPTS.ga4(id))
    window.gtag?.('js', new Date())
    // Page views are sent by the PageViewTracker, which skips cars-direct-page (decision 0074).
    window.gtag?.('config', id, { send_page_view: false })
    // Without a tag manager nothing reads the dataLayer events: they go to GA4 as gtag events
    // (decision 0182), those fired before this point included, after the config they belong to.
    sendGtagEvents(!gtmId)
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
 * 'update' and fbq('consent', 'revoke') (section 4), and no pixel call is made any more
 * (src/client/tracking/track.ts checks the consent in force on every call; decision 0180).
 */
export function TrackerLoader({ ids }: { ids: TrackerIds }) {
  useEffect(() => {
    const loaded = new Set<Tracker>()
    return subscribeConsent(({ allowed, gpc }) => {
      // The pixel follows targeting, and functional as the spec says; a withdrawal wins (decision 0180).
      window.fbq?.('consent', adPixelConsent(allowed, gpc))
      for (const [tracker, id] of [
        ['gtm', ids.gtmId],
        ['ga4', ids.ga4Id],
        ['metaPixel', ids.metaPixelId],
      ] as const) {
        if (!id || loaded.has(tracker) || !trackerAllowed(tracker, allowed, gpc)) continue
        loaded.add(tracker)
        loaders[tracker](id, ids.gtmId)
      }
      // Pixel calls held until now are made if the pixel was loaded, dropped otherwise.
      pixelLoaderActed()
      markConsentApplied('trackers')
    })
  }, [ids.gtmId, ids.ga4Id, ids.metaPixelId])
  return null
}
