import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric as Measured } from 'web-vitals'
import { COOKIES } from '@/config/cookies'
import { currentConsent } from '@/client/visitor/consent'
import { readCookie } from '@/client/visitor/cookies'
// From the files, not the index: the index brings zod (the server's beacon schema) into this chunk.
import { CONNECTION_TYPES, isMetric, type ConnectionType, type Metric } from '@/domain/vitals/metrics'
import { deviceClass, localeValue, pageTemplate, storeValue } from '@/domain/vitals/page-template'
import type { VitalsBeacon } from '@/domain/vitals/beacon'

/**
 * The browser side of issue 40's real-user Core Web Vitals. This module (and the web-vitals
 * library inside it) is imported only once the visitor allows analytics cookies
 * (src/components/consent/vitals-collector.client.tsx). Values wait until the page is hidden
 * (the visitor leaves, switches tab or closes it), when LCP, CLS and INP are final, and go in one
 * sendBeacon to POST /api/vitals with the page template, device class, connection type, locale
 * and store: no address, no query, no visitor id (the body's schema refuses any other field).
 */
export const VITALS_ENDPOINT = '/api/vitals'

type Connection = { effectiveType?: string }

function connectionType(): ConnectionType {
  const type = (navigator as Navigator & { connection?: Connection }).connection?.effectiveType
  return (CONNECTION_TYPES as readonly string[]).includes(type ?? '') ? (type as ConnectionType) : 'unknown'
}

let started = false

export function startWebVitals(): void {
  if (started) return
  started = true
  // The template of the page the measurements belong to: the one the browser loaded (LCP, FCP and
  // TTFB are the hard navigation's; soft navigations do not start new ones).
  const template = pageTemplate(location.pathname)
  const pending = new Map<Metric, number>()
  const keep = (m: Measured) => {
    if (isMetric(m.name)) pending.set(m.name, m.value)
  }
  const flush = () => {
    if (pending.size === 0) return
    // A withdrawal in "Cookie settings" stops the beacons at once, without a reload.
    if (!currentConsent()?.allowed.includes('analytics')) return pending.clear()
    const beacon: VitalsBeacon = {
      template,
      device: deviceClass(window.innerWidth),
      connection: connectionType(),
      locale: localeValue(document.documentElement.lang),
      store: storeValue(readCookie(COOKIES.userSelectedStore)),
      metrics: Object.fromEntries(pending),
    }
    pending.clear()
    const body = new Blob([JSON.stringify(beacon)], { type: 'application/json' })
    try {
      navigator.sendBeacon(VITALS_ENDPOINT, body)
    } catch {
      // A browser that refuses the beacon loses this page's values; nothing else depends on them.
    }
  }
  onLCP(keep)
  onINP(keep)
  onCLS(keep)
  onFCP(keep)
  onTTFB(keep)
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush()
  })
  addEventListener('pagehide', flush)
}
