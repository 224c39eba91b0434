import { COOKIES } from '@/config/cookies'
import { extractAdsValues, isLead, parseAdsValuesCookie } from '@/domain/profile'
import { readCookie } from './cookies'
import { usableProfile } from '@/domain/profile/usable'

/**
 * What popup targeting needs to know about the visitor, read in the browser (visitor-layer.md
 * sections 4 and 5): lead status from the profile cookie (consent-gated by usableProfile), and the
 * ad parameters: the stored adsValues cookie plus the current URL's, which are used for this page
 * only and never stored here (storing them is AdsCapture's job, under consent).
 */
export function visitorIsLead(): boolean {
  return isLead(usableProfile(readCookie(COOKIES.profile)))
}

export function visitorAdsValues(search: string): Record<string, string> {
  return {
    ...parseAdsValuesCookie(readCookie(COOKIES.adsValues)),
    ...extractAdsValues(new URLSearchParams(search), {}),
  }
}
