/**
 * What GA4 receives as gtag('event', name, params) when it is configured without a tag manager
 * (visitor-layer.md section 9 values; issue 15; decision 0182). With GTM, the container reads the
 * dataLayer and no gtag event is sent (it would count twice).
 * - Each marketing event of the values table goes as itself with { value, currency: 'USD' },
 *   except PageView: GA4 counts page views with its own page_view (decision 0074).
 * - The ad-tag values (section 9) are used for the e-commerce events GA4 and Google Ads know:
 *   view_search_results (2) on the search page with a search or filter, view_item_list (3) on it
 *   without, view_item (5) on a vehicle page, add_to_cart (20) when a shopper commits to one
 *   vehicle (a test drive or a personalized price sent from its page), purchase (30) for a finance
 *   application (quick or full), the nearest a website comes to a sale.
 */
import { routeNameOf, SEARCH_ROUTE_NAME, VEHICLE_ROUTE_NAME } from '../popups/page-view'
import { splitPath, SEARCH_QUERY_PARAMS } from '../inventory/search-url'
import { AD_TAG_VALUES, TRACKING_CURRENCY, eventValue, type TrackEventName } from './events'

export type Ga4Event = { name: string; params: { value: number; currency: typeof TRACKING_CURRENCY } }

type AdTag = keyof typeof AD_TAG_VALUES
const adTag = (name: AdTag): Ga4Event => ({ name, params: { value: AD_TAG_VALUES[name], currency: TRACKING_CURRENCY } })

/** Query parameters that make a list a search (paging and sorting do not). */
const CRITERIA: readonly string[] = SEARCH_QUERY_PARAMS.filter((p) => p !== 'page' && p !== 'sort')

/** The ad-tag event of a page view, if the page has one. */
export function ga4PageEvents(pathname: string, query: URLSearchParams): Ga4Event[] {
  const route = routeNameOf(pathname)
  if (route === VEHICLE_ROUTE_NAME) return [adTag('view_item')]
  if (route !== SEARCH_ROUTE_NAME) return []
  const searched = splitPath(pathname).length > 1 || [...query.keys()].some((key) => CRITERIA.includes(key))
  return [adTag(searched ? 'view_search_results' : 'view_item_list')]
}

/** The gtag events of one marketing event fired on the page at `pathname`. */
export function ga4TrackEvents(name: TrackEventName, pathname: string): Ga4Event[] {
  if (name === 'PageView') return []
  const events: Ga4Event[] = [{ name, params: eventValue(name) }]
  if ((name === 'Schedule' || name === 'Personalize') && routeNameOf(pathname) === VEHICLE_ROUTE_NAME)
    events.push(adTag('add_to_cart'))
  if (name === 'InstantScreen' || name === 'FullCreditApplication') events.push(adTag('purchase'))
  return events
}
