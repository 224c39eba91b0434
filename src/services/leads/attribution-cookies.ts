import { COOKIES } from '@/config/cookies'
import { parseAdsValuesCookie } from '@/domain/profile'
import { liveAttribution, parseAttributionCookie, type Attribution } from '@/domain/attribution'
import { adsValuesSchema, type AdsValues } from '@/domain/leads/schemas/common'

/**
 * The lead's attribution as the server reads it from the request's cookies (issue 15): the
 * adsValues map and the first/last touch, both written by the browser only under functional
 * consent, and read here only when the consent record still allows functional cookies, so a
 * withdrawal is honoured even if a stale cookie is still sent. Expired touches are dropped.
 */
export type LeadAttribution = { adsValues: AdsValues | null; attribution: Attribution | null }

const NONE: LeadAttribution = { adsValues: null, attribution: null }

/** At most this many characters of a partner cookie's value are kept, as for a query value. */
const COOKIE_VALUE_MAX = 500

/**
 * The spec's parameters as the form schema allows them, then the value of each cookie Site settings
 * names (issue 40), unless a query parameter of that name already gave one. Any other key in the
 * cookie is dropped: the browser writes it, so it cannot add names of its own.
 */
function adsValuesOf(raw: string | undefined, cookieNames: readonly string[]): AdsValues | null {
  const all = parseAdsValuesCookie(raw)
  const parsed = adsValuesSchema.safeParse(all)
  if (!parsed.success || !parsed.data) return null
  const values: Record<string, string> = {}
  for (const [key, value] of Object.entries(parsed.data))
    if (typeof value === 'string' && value !== '') values[key] = value
  for (const name of cookieNames) {
    const value = all[name]?.trim().slice(0, COOKIE_VALUE_MAX)
    if (value && !(name in values)) values[name] = value
  }
  return Object.keys(values).length > 0 ? values : null
}

export function leadAttribution(
  cookies: Readonly<Record<string, string | undefined>>,
  allowed: readonly string[],
  now: Date,
  cookieNames: readonly string[] = [],
): LeadAttribution {
  if (!allowed.includes('functional')) return NONE
  const touches = liveAttribution(parseAttributionCookie(cookies[COOKIES.adsAttribution]), now)
  return {
    adsValues: adsValuesOf(cookies[COOKIES.adsValues], cookieNames),
    attribution: touches.first || touches.last ? touches : null,
  }
}
