import { COOKIES } from '@/config/cookies'
import { eventValue, type TrackEventName } from '@/domain/tracking/events'
import { readCookie } from '@/services/visitor/browser-cookies'
import { currentConsent } from '@/services/visitor/consent-browser'
import { usableProfile } from '@/services/visitor/profile'

/**
 * Fires a marketing event in the browser (visitor-layer.md sections 7 and 9): into the dataLayer
 * (GTM/GA4 pick it up, and it is harmless when no tag loaded), to the Meta pixel when it was loaded
 * (only with targeting consent, src/components/consent/tracker-loader.client.tsx), and, with
 * targeting consent, to POST /api/track/facebook for the Conversions API with the same event id
 * so Meta deduplicates the pair.
 */
export function newEventId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`
}

function reportToServer(name: TrackEventName, eventID: string, money: { value: number; currency: string }, data: Record<string, unknown>): void {
  const profile = usableProfile(readCookie(COOKIES.profile))
  const body = {
    eventName: name,
    eventID,
    eventTime: Math.floor(Date.now() / 1000),
    ...money,
    url: window.location.href,
    fbp: readCookie('_fbp'),
    fbc: readCookie('_fbc'),
    user_data: { em: profile.email, fn: profile.firstName, ln: profile.lastName, ph: profile.phone, external_id: profile.uniqueUserId },
    custom_data: data,
  }
  void fetch('/api/track/facebook', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), keepalive: true }).catch(() => undefined)
}

export function trackEvent(name: TrackEventName, data: Record<string, unknown> = {}): string {
  const eventID = newEventId()
  const money = eventValue(name)
  window.dataLayer = window.dataLayer ?? []
  window.dataLayer.push({ event: name, eventID, ...money, ...data })
  window.fbq?.('track', name, { ...money, ...data }, { eventID })
  const consent = currentConsent()
  if (consent && consent.allowed.includes('targeting') && !consent.gpc) reportToServer(name, eventID, money, data)
  return eventID
}
