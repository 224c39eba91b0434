import { COOKIES } from '@/config/cookies'
import { eventValue, type TrackEventName } from '@/domain/tracking/events'
import { ga4PageEvents, ga4TrackEvents, type Ga4Event } from '@/domain/tracking/ga4'
import { adTagEntries, adTagsAllowed } from '@/domain/tracking/tag-manager'
import { metaUserFields, withoutPersonalData, type Person } from '@/domain/tracking/personal-data'
import { readCookie } from '@/client/visitor/cookies'
import { adPixelAllowed, currentConsent } from '@/client/visitor/consent'
import { usableProfile } from '@/domain/profile/usable'
import { callApi } from '@/client/http/api'

/**
 * Fires a marketing event in the browser (visitor-layer.md sections 7 and 9): into the dataLayer
 * (GTM picks it up, and it is harmless when no tag loaded), to GA4 as gtag events when GA4 runs
 * without GTM (decision 0182), to the Meta pixel only while the consent in force grants it
 * (decision 0180), and, with targeting consent, to POST /api/track/facebook for the Conversions
 * API with the same event id so Meta deduplicates the pair.
 *
 * Personal data (decision 0181): event data is stripped of it before it goes anywhere; the person
 * given with an event (the chat, a popup form) and the stored profile go only to our own server,
 * which sends them to Meta as hashed user_data.
 */
export function newEventId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`
}

/**
 * Whether events go to GA4 as gtag events: decided by the tracker loader when it loads GA4 (true
 * without a tag manager, false with one, which reads the dataLayer instead); undecided until then.
 * The loader runs once the page is idle and consent is known, so a shopper can send a form or tap
 * to call before it does: those events are held (at most MAX_HELD) and sent when GA4 loads, the
 * way gtag itself queues commands until its script arrives, instead of being lost.
 */
let ga4Direct: boolean | undefined
const held: Ga4Event[] = []
const MAX_HELD = 50

export function sendGtagEvents(on: boolean): void {
  ga4Direct = on
  const waiting = held.splice(0)
  if (on) send(waiting)
}

function send(events: readonly Ga4Event[]): void {
  for (const event of events) window.gtag?.('event', event.name, event.params)
}

/** True when the events were sent or are held for GA4; false when GA4 is not the receiver. */
function toGa4(events: readonly Ga4Event[]): boolean {
  if (ga4Direct === undefined) {
    held.push(...events.slice(0, MAX_HELD - held.length))
    return true
  }
  if (!ga4Direct) return false
  send(events)
  return true
}

/** The ad-tag event of the current page (view_item, view_item_list, view_search_results) to GA4; false when GA4 is not in use. */
export function trackPageForGa4(): boolean {
  return toGa4(currentPageEvents())
}

const currentPageEvents = () => ga4PageEvents(window.location.pathname, new URLSearchParams(window.location.search))

/**
 * The same ad-tag values for a tag manager (issue 40; decision 0332): pushed to the dataLayer once
 * GTM is loaded (the tracker loader calls `tagManagerLoaded`; it loads GTM only with analytics
 * consent), and held until then, at most MAX_HELD, so the page a visitor accepts the banner on is
 * counted. The consent in force at the push decides: nothing under Global Privacy Control.
 */
let tagManager = false
const heldForTagManager: Ga4Event[] = []

export function tagManagerLoaded(): void {
  tagManager = true
  pushAdTags(heldForTagManager.splice(0))
}

function pushAdTags(events: readonly Ga4Event[]): void {
  const consent = currentConsent()
  if (!consent || !adTagsAllowed(consent.allowed, consent.gpc)) return
  const entries = adTagEntries(events)
  if (entries.length === 0) return
  window.dataLayer = window.dataLayer ?? []
  window.dataLayer.push(...entries)
}

function toTagManager(events: readonly Ga4Event[]): void {
  if (tagManager) pushAdTags(events)
  else heldForTagManager.push(...events.slice(0, MAX_HELD - heldForTagManager.length))
}

/** The current page's ad-tag event to the tag manager; once per page view (GA4's own retries do not repeat it). */
export function trackPageForTagManager(): void {
  toTagManager(currentPageEvents())
}

/** A call to the Meta pixel: a standard event ('track', with its event id for deduplication) or a custom one. */
export type PixelCall = {
  method: 'track' | 'trackCustom'
  name: string
  params: Record<string, unknown>
  eventID?: string
}

/**
 * Pixel calls made before the tracker loader has acted on the consent (it runs once the page is
 * idle) are held, at most MAX_HELD, as GA4's are: a lead sent fast or an experiment exposure
 * recorded on landing would otherwise be lost. The loader then makes them if it loaded the pixel,
 * and drops them if it did not (no pixel id, or no consent).
 */
let pixelDecided = false
const heldPixel: PixelCall[] = []

export function pixelLoaderActed(): void {
  pixelDecided = true
  for (const call of heldPixel.splice(0)) callPixel(call)
}

/** The consent in force is read at the moment of the call, a held one included (decision 0180). */
function callPixel({ method, name, params, eventID }: PixelCall): boolean {
  if (!window.fbq || !adPixelAllowed()) return false
  if (eventID) window.fbq(method, name, params, { eventID })
  else window.fbq(method, name, params)
  return true
}

/** A pixel call, made (or held until the loader acts) only while the consent in force grants the pixel. */
export function pixelCall(call: PixelCall): boolean {
  if (!adPixelAllowed()) return false
  if (window.fbq || pixelDecided) return callPixel(call)
  if (heldPixel.length < MAX_HELD) heldPixel.push(call)
  return true
}

export function toPixel(name: TrackEventName, params: Record<string, unknown>, eventID: string): boolean {
  return pixelCall({ method: 'track', name, params, eventID })
}

function reportToServer(
  name: TrackEventName,
  eventID: string,
  money: { value: number; currency: string },
  data: Record<string, unknown>,
  person?: Person,
): void {
  const profile = usableProfile(readCookie(COOKIES.profile))
  const body = {
    eventName: name,
    eventID,
    eventTime: Math.floor(Date.now() / 1000),
    ...money,
    url: window.location.href,
    fbp: readCookie('_fbp'),
    fbc: readCookie('_fbc'),
    user_data: { ...metaUserFields(person, profile), external_id: profile.uniqueUserId },
    custom_data: data,
  }
  void callApi('/api/track/facebook', { json: body, keepalive: true })
}

export function trackEvent(name: TrackEventName, data: Record<string, unknown> = {}, person?: Person): string {
  const eventID = newEventId()
  const money = eventValue(name)
  const safe = withoutPersonalData(data)
  window.dataLayer = window.dataLayer ?? []
  window.dataLayer.push({ event: name, eventID, ...money, ...safe })
  const ga4Events = ga4TrackEvents(name, window.location.pathname)
  toGa4(ga4Events)
  toTagManager(ga4Events)
  toPixel(name, { ...money, ...safe }, eventID)
  const consent = currentConsent()
  if (consent && consent.allowed.includes('targeting') && !consent.gpc)
    reportToServer(name, eventID, money, safe, person)
  return eventID
}
