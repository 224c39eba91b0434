/**
 * Lead attribution: which visit brought the shopper (issue 15, "Lead attribution"; decision 0175).
 *
 * A touch is a landing that says where the visitor came from: the configured ad parameters of its
 * URL (visitor-layer.md section 3, utm_*, gclid, fbclid, gbraid, gwraid) or an outside referrer.
 * The first touch is kept as it was; the last touch is replaced by each newer one. A direct visit
 * (no parameters, no outside referrer) never replaces a touch: it is the same shopper coming back,
 * not a new source. Each touch lives the adsValues cookie's 30 days (section 9), counted from
 * when it happened, so a month-old first click does not claim today's lead.
 *
 * Pure: the time, the site's own host and the cookie text come in as arguments.
 */
import { AD_TRACKING_PARAMS } from '../tracking/ad-params'
import { COOKIE_RULES } from '../profile/persist'

export type Touch = {
  /** The ad parameters of the landing URL, in the spec's list only. */
  values: Record<string, string>
  /** Path and query of the landing page, e.g. "/?utm_source=google". */
  landingPage: string
  /** The outside page that linked here (origin and path), if the browser told. */
  referrer?: string
  /** ISO time of the landing. */
  at: string
}

export type Attribution = { first?: Touch; last?: Touch }

export type Landing = { url: string; referrer?: string }

export const TOUCH_LIFETIME_MS = COOKIE_RULES.adsValues.maxAgeDays * 24 * 60 * 60 * 1000
const MAX_VALUE = 200
const MAX_URL = 500

const clip = (value: string, max: number) => (value.length > max ? value.slice(0, max) : value)

function parseUrl(raw: string, base = 'https://site.invalid'): URL | null {
  try {
    return new URL(raw, base)
  } catch {
    return null
  }
}

/** The spec's ad parameters of a URL's query; a repeated key keeps its first value, blanks are dropped. */
export function adValuesOf(search: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {}
  for (const name of AD_TRACKING_PARAMS) {
    const value = search.get(name)?.trim()
    if (value) out[name] = clip(value, MAX_VALUE)
  }
  return out
}

/** A referrer worth keeping: another site's page, without its query (which may carry its own visitor's data). */
function outsideReferrer(referrer: string | undefined, ownHost: string): string | undefined {
  if (!referrer) return undefined
  const url = parseUrl(referrer, undefined)
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return undefined
  if (url.hostname === ownHost) return undefined
  return clip(`${url.origin}${url.pathname}`, MAX_URL)
}

/** The touch a landing makes, or null for a direct visit. */
export function touchOf(landing: Landing, ownHost: string, now: Date): Touch | null {
  const url = parseUrl(landing.url)
  if (!url) return null
  const values = adValuesOf(url.searchParams)
  const referrer = outsideReferrer(landing.referrer, ownHost)
  if (Object.keys(values).length === 0 && !referrer) return null
  return {
    values,
    landingPage: clip(`${url.pathname}${url.search}`, MAX_URL),
    ...(referrer ? { referrer } : {}),
    at: now.toISOString(),
  }
}

function isLive(touch: Touch | undefined, now: Date): touch is Touch {
  if (!touch) return false
  const at = Date.parse(touch.at)
  return Number.isFinite(at) && at <= now.getTime() + 60_000 && now.getTime() - at < TOUCH_LIFETIME_MS
}

/** The touches still within their 30 days. */
export function liveAttribution(attribution: Attribution, now: Date): Attribution {
  const out: Attribution = {}
  if (isLive(attribution.first, now)) out.first = attribution.first
  if (isLive(attribution.last, now)) out.last = attribution.last
  return out
}

/** Records a landing: the first touch once, the last touch every time a new source shows up. */
export function recordLanding(current: Attribution, landing: Landing, ownHost: string, now: Date): Attribution {
  const live = liveAttribution(current, now)
  const touch = touchOf(landing, ownHost, now)
  if (!touch) return live
  return { first: live.first ?? touch, last: touch }
}

function parseTouch(value: unknown): Touch | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const raw = value as Record<string, unknown>
  if (typeof raw.landingPage !== 'string' || typeof raw.at !== 'string' || Number.isNaN(Date.parse(raw.at)))
    return undefined
  const values: Record<string, string> = {}
  if (typeof raw.values === 'object' && raw.values !== null) {
    for (const name of AD_TRACKING_PARAMS) {
      const v = (raw.values as Record<string, unknown>)[name]
      if (typeof v === 'string' && v.trim() !== '') values[name] = clip(v.trim(), MAX_VALUE)
    }
  }
  return {
    values,
    landingPage: clip(raw.landingPage, MAX_URL),
    ...(typeof raw.referrer === 'string' && raw.referrer !== '' ? { referrer: clip(raw.referrer, MAX_URL) } : {}),
    at: new Date(Date.parse(raw.at)).toISOString(),
  }
}

/** Reads the attribution cookie's value (JSON, as the cookie parser decodes it); anything malformed counts as nothing. */
export function parseAttributionCookie(raw: string | undefined | null): Attribution {
  if (!raw) return {}
  try {
    const json = JSON.parse(raw) as unknown
    if (typeof json !== 'object' || json === null) return {}
    const first = parseTouch((json as Record<string, unknown>).first)
    const last = parseTouch((json as Record<string, unknown>).last)
    return { ...(first ? { first } : {}), ...(last ? { last } : {}) }
  } catch {
    return {}
  }
}

export function serializeAttribution(attribution: Attribution): string {
  return encodeURIComponent(JSON.stringify(attribution))
}
