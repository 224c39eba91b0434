/**
 * Marketing events and their values in USD (visitor-layer.md section 9 "Verification and tracking").
 * Which shopper action fires which event: docs/tracking-events.md.
 */
export const EVENT_VALUES = {
  PageView: 0,
  Lead: 0,
  FullCreditApplication: 50,
  InstantScreen: 30,
  Personalize: 20,
  Schedule: 20,
  ConversationStarted: 10,
  SellTrade: 10,
  ClickToCall: 5,
  UnlockInventory: 5,
  Contact: 2,
  SubmitApplication: 2,
} as const

export type TrackEventName = keyof typeof EVENT_VALUES

/** Ad-tag (Google) default values (section 9). */
export const AD_TAG_VALUES = {
  view_search_results: 2,
  view_item_list: 3,
  view_item: 5,
  add_to_cart: 20,
  purchase: 30,
} as const

export const TRACKING_CURRENCY = 'USD'

/** A page view is not reported on the route named cars-direct-page (section 2 "Page metadata"). */
export const PAGE_VIEW_SKIPPED_ROUTES: readonly string[] = ['cars-direct-page']

export function isTrackEventName(value: unknown): value is TrackEventName {
  return typeof value === 'string' && Object.hasOwn(EVENT_VALUES, value)
}

export function eventValue(name: TrackEventName): { value: number; currency: typeof TRACKING_CURRENCY } {
  return { value: EVENT_VALUES[name], currency: TRACKING_CURRENCY }
}

/** Whether a page view is reported on the route with this name (section 2: never on cars-direct-page). */
export function reportsPageView(routeName: string): boolean {
  return !PAGE_VIEW_SKIPPED_ROUTES.includes(routeName)
}
