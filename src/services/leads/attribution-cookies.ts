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

function adsValuesOf(raw: string | undefined): AdsValues | null {
  const parsed = adsValuesSchema.safeParse(parseAdsValuesCookie(raw))
  if (!parsed.success || !parsed.data) return null
  const values = Object.fromEntries(
    Object.entries(parsed.data).filter(([, v]) => typeof v === 'string' && v !== ''),
  ) as AdsValues
  return Object.keys(values).length > 0 ? values : null
}

export function leadAttribution(
  cookies: Readonly<Record<string, string | undefined>>,
  allowed: readonly string[],
  now: Date,
): LeadAttribution {
  if (!allowed.includes('functional')) return NONE
  const touches = liveAttribution(parseAttributionCookie(cookies[COOKIES.adsAttribution]), now)
  return {
    adsValues: adsValuesOf(cookies[COOKIES.adsValues]),
    attribution: touches.first || touches.last ? touches : null,
  }
}
