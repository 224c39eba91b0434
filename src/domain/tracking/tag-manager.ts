/**
 * The Google ad-tag values in the dataLayer, for a tag manager (issue 40 "Ad-tag values and GTM";
 * visitor-layer.md section 9 default values; decision 0332). With GTM configured, GA4 gets no gtag
 * event from the page (decision 0182: the container reads the dataLayer), so view_search_results,
 * view_item_list, view_item, add_to_cart and purchase are pushed there in GA4's e-commerce shape,
 * which a container's GA4 event tag sends as they are ("Send e-commerce data" on).
 */
import { AD_TAG_VALUES } from './events'
import type { Ga4Event } from './ga4'
import type { ConsentCategory } from '@/domain/consent'

export type AdTagName = keyof typeof AD_TAG_VALUES

export type DataLayerEntry =
  { ecommerce: null } | { event: AdTagName; ecommerce: { value: number; currency: Ga4Event['params']['currency'] } }

const isAdTag = (event: Ga4Event): event is Ga4Event & { name: AdTagName } => Object.hasOwn(AD_TAG_VALUES, event.name)

/**
 * The dataLayer entries of those of `events` that are ad tags; the marketing events themselves are
 * already in the dataLayer under their own names. Each is preceded by `{ ecommerce: null }`, as
 * Google documents, so a tag never reads the previous event's e-commerce object.
 */
export function adTagEntries(events: readonly Ga4Event[]): DataLayerEntry[] {
  return events
    .filter(isAdTag)
    .flatMap((e): DataLayerEntry[] => [{ ecommerce: null }, { event: e.name, ecommerce: { ...e.params } }])
}

/**
 * Whether the ad-tag values may go to the tag manager now: with analytics consent (GTM loads with
 * it) and never under Global Privacy Control. They are advertising conversions (Google Ads reads
 * them), and under GPC no targeting reaches a provider (visitor-layer.md section 2; decision 0220).
 */
export function adTagsAllowed(allowed: readonly ConsentCategory[], gpc: boolean): boolean {
  return !gpc && allowed.includes('analytics')
}
