'use client'
import { useEffect } from 'react'
import { usePathname } from 'next/navigation'
import { COOKIES } from '@/config/cookies'
import { COOKIE_RULES, extractAdsValues, maxAgeSeconds, parseAdsValuesCookie, storageIds } from '@/domain/profile'
import { parseAttributionCookie, recordLanding, serializeAttribution, type Landing } from '@/domain/attribution'
import { deleteCookie, readCookie, readCookies, writeCookie } from '@/client/visitor/cookies'
import { subscribeConsent } from '@/client/visitor/consent'
import { ensureVisitorId } from '@/client/visitor/profile'
import { markConsentApplied } from './consent-applied'

function readAdsCookie(): Record<string, string> {
  return parseAdsValuesCookie(readCookie(COOKIES.adsValues))
}

/**
 * The page this document was loaded with and its referrer, held in memory only (nothing is
 * stored before consent): a visitor who lands from an ad, browses client-side and accepts on the
 * third page is still attributed to the ad. Recorded once per document load.
 */
let landing: Landing | null = null
let landingRecorded = false

function rememberLanding(): void {
  landing ??= { url: `${window.location.pathname}${window.location.search}`, referrer: document.referrer || undefined }
}

/** First and last touch into the adsAttribution cookie (30 days, functional only; decision 0175). */
function recordAttribution(): void {
  if (!landing || landingRecorded) return
  landingRecorded = true
  const current = parseAttributionCookie(readCookie(COOKIES.adsAttribution))
  const next = recordLanding(current, landing, window.location.hostname, new Date())
  if (JSON.stringify(next) === JSON.stringify(current)) return
  if (next.first || next.last)
    writeCookie(COOKIES.adsAttribution, serializeAttribution(next), maxAgeSeconds(COOKIE_RULES.adsValues) ?? 0)
  else deleteCookie(COOKIES.adsAttribution)
}

/**
 * Keeps the advertising parameters of the landing URL (visitor-layer.md sections 3 and 9): the
 * configured query parameters, and the values of the cookies Site settings names (a partner's
 * click id; issue 40), go into the adsValues cookie (30 days, secure, lax), and the Google
 * click and analytics ids into localStorage, only while functional cookies are allowed (profile
 * data, section 4; decision 0063), and the landing's first/last touch for lead attribution. Runs on
 * every route change and on every consent update.
 */
export function AdsCapture({ cookieNames = [] }: { cookieNames?: readonly string[] }) {
  const path = usePathname()
  useEffect(() => {
    rememberLanding()
    return subscribeConsent(({ allowed }) => {
      markConsentApplied('ads')
      if (!allowed.includes('functional')) return
      ensureVisitorId()
      recordAttribution()
      const query = new URLSearchParams(window.location.search)
      // A landing's query values start the 30 days again; a partner cookie's value is written when it changed.
      const fromQuery = extractAdsValues(query, {})
      const fromCookies = extractAdsValues({}, readCookies(), [], cookieNames)
      const stored = readAdsCookie()
      const next = { ...stored, ...fromCookies, ...fromQuery }
      if (Object.keys(fromQuery).length > 0 || JSON.stringify(next) !== JSON.stringify(stored)) {
        writeCookie(
          COOKIES.adsValues,
          encodeURIComponent(JSON.stringify(next)),
          maxAgeSeconds(COOKIE_RULES.adsValues) ?? 0,
        )
      }
      try {
        for (const [key, value] of Object.entries(storageIds(query, readCookies()))) localStorage.setItem(key, value)
      } catch {
        // Storage disabled (private mode): the ids are a convenience, not required.
      }
    })
  }, [path, cookieNames])
  return null
}
