'use client'
import { useEffect } from 'react'
import { subscribeConsent } from '@/client/visitor/consent'

/**
 * Real-user Core Web Vitals (issue 40, decision 0325), for visitors who allow analytics cookies
 * only, as GA4 and the tag manager are (src/domain/consent/trackers.ts; GPC refuses advertising,
 * not analytics). The web-vitals library is fetched then, as a chunk of its own: a visitor without
 * that consent never downloads it, and no visitor has it in the first-load JavaScript.
 */
export function VitalsCollector() {
  useEffect(
    () =>
      subscribeConsent(({ allowed }) => {
        if (!allowed.includes('analytics')) return
        void import('@/client/tracking/web-vitals').then((m) => m.startWebVitals()).catch(() => undefined)
      }),
    [],
  )
  return null
}
