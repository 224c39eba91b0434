'use client'
import { useEffect } from 'react'
import { usePathname } from 'next/navigation'
import { COOKIES } from '@/config/cookies'
import { COOKIE_RULES, extractAdsValues, maxAgeSeconds, normalizeStringMap, storageIds } from '@/domain/profile'
import { readCookie, writeCookie } from '@/services/visitor/browser-cookies'
import { subscribeConsent } from '@/services/visitor/consent-browser'

function cookieMap(): Record<string, string> {
  return Object.fromEntries(document.cookie.split('; ').filter(Boolean).map((part) => {
    const at = part.indexOf('=')
    const raw = part.slice(at + 1)
    try {
      return [part.slice(0, at), decodeURIComponent(raw)]
    } catch {
      return [part.slice(0, at), raw]
    }
  }))
}

function readAdsCookie(): Record<string, string> {
  try {
    return normalizeStringMap(JSON.parse(decodeURIComponent(readCookie(COOKIES.adsValues) ?? '{}'))) ?? {}
  } catch {
    return {}
  }
}

/**
 * Keeps the advertising parameters of the landing URL (visitor-layer.md sections 3 and 9): the
 * configured query parameters go into the adsValues cookie (30 days, secure, lax), and the Google
 * click and analytics ids into localStorage, only while functional cookies are allowed (profile
 * data, section 4; decision 0063). Runs on every route change and on every consent update.
 */
export function AdsCapture() {
  const path = usePathname()
  useEffect(() => {
    return subscribeConsent(({ allowed }) => {
      if (!allowed.includes('functional')) return
      const query = new URLSearchParams(window.location.search)
      const found = extractAdsValues(query, {})
      if (Object.keys(found).length > 0) {
        const value = encodeURIComponent(JSON.stringify({ ...readAdsCookie(), ...found }))
        writeCookie(COOKIES.adsValues, value, maxAgeSeconds(COOKIE_RULES.adsValues) ?? 0)
      }
      try {
        for (const [key, value] of Object.entries(storageIds(query, cookieMap()))) localStorage.setItem(key, value)
      } catch {
        // Storage disabled (private mode): the ids are a convenience, not required.
      }
    })
  }, [path])
  return null
}
