/**
 * Source, medium and campaign of a touch, the three words marketing groups leads by (issue 15).
 * utm_* values win as given; without them, a click id names its network (gclid, gbraid, gwraid:
 * Google Ads; fbclid: Facebook, organic or paid) and an outside referrer names its site. The labels in parentheses are
 * the ones Google Analytics uses, so reports from both read the same.
 */
import type { Touch } from './touches'

export type Channel = { source: string; medium: string; campaign?: string }

export const DIRECT: Channel = { source: '(direct)', medium: '(none)' }

function referrerHost(referrer: string | undefined): string | undefined {
  if (!referrer) return undefined
  try {
    return new URL(referrer).hostname.replace(/^www\./, '')
  } catch {
    return undefined
  }
}

export function channelOf(touch: Touch | undefined): Channel {
  if (!touch) return DIRECT
  const v = touch.values ?? {}
  const host = referrerHost(touch.referrer)
  const google = Boolean(v.gclid || v.gbraid || v.gwraid)
  const source = v.utm_source ?? (google ? 'google' : v.fbclid ? 'facebook' : host) ?? DIRECT.source
  const medium = v.utm_medium ?? (google ? 'cpc' : v.fbclid ? 'social' : host ? 'referral' : DIRECT.medium)
  return { source, medium, ...(v.utm_campaign ? { campaign: v.utm_campaign } : {}) }
}
