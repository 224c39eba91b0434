'use client'
import { useEffect, useRef } from 'react'
import { usePathname } from 'next/navigation'
import { routeNameOf } from '@/domain/popups/page-view'
import { eventValue, reportsPageView } from '@/domain/tracking/events'
import { toPixel, trackEvent, trackPageForGa4, trackPageForTagManager } from '@/client/tracking/track'
import { adPixelAllowed, subscribeConsent } from '@/client/visitor/consent'
import { markConsentApplied } from './consent-applied'

/**
 * PageView, with url (visitor-layer.md section 7), on the first page once consent is known and on
 * every client-side navigation, except on the route named cars-direct-page (section 2; decision
 * 0074). The tracker loader no longer sends the pixel's own PageView at init; when the pixel loads
 * after this page was reported (the visitor accepted on the banner), the same event id is passed to
 * it so Meta deduplicates it with the Conversions API call.
 */
type Reported = { path: string; eventID: string | null; pixel: boolean; ga4: boolean }

function report(path: string): Reported {
  // The ad-tag values go to GA4 on every page, the vehicle page included (decision 0182).
  const ga4 = trackPageForGa4()
  trackPageForTagManager()
  if (!reportsPageView(routeNameOf(path))) return { path, eventID: null, pixel: true, ga4 }
  const eventID = trackEvent('PageView', { url: window.location.href })
  // GA4's own page_view (its automatic one is off in the tracker loader); queued until GA4 loads.
  window.gtag?.('event', 'page_view', { page_location: window.location.href })
  return { path, eventID, pixel: Boolean(window.fbq) && adPixelAllowed(), ga4 }
}

export function PageViewTracker() {
  const pathname = usePathname() ?? '/'
  const consentKnown = useRef(false)
  const last = useRef<Reported | null>(null)
  const lastPath = useRef<string | null>(null)

  // The first page: once the consent manager published the visitor's consent (trackers loaded first).
  useEffect(() => {
    return subscribeConsent(() => {
      if (!consentKnown.current) {
        consentKnown.current = true
        lastPath.current = window.location.pathname
        last.current = report(window.location.pathname)
        markConsentApplied('page-view')
        return
      }
      // Trackers the visitor allowed on this page (the banner) get the page it was reported on.
      const reported = last.current
      if (reported && !reported.pixel && reported.eventID)
        reported.pixel = toPixel('PageView', eventValue('PageView'), reported.eventID)
      if (reported && !reported.ga4) reported.ga4 = trackPageForGa4()
    })
  }, [])

  // Client-side navigations.
  useEffect(() => {
    if (!consentKnown.current || lastPath.current === pathname) return
    lastPath.current = pathname
    last.current = report(pathname)
  }, [pathname])
  return null
}
