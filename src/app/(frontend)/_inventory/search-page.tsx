import { redirect } from 'next/navigation'
import {
  DEFAULT_SORT,
  UNDER_20K_PRICE,
  buildQueryString,
  formatSearchUrl,
  formatSpecialPageUrl,
  lockedConditions,
  relaxations,
  searchUrlParts,
  type SearchFilters,
  type SortOption,
  type SpecialPage,
} from '@/domain/inventory'
import { getDealershipSettings } from '@/data/settings'
import { formatCount, formatDollars } from '@/domain/money'
import { getInventoryResults, getInventoryVocabulary } from '@/data/vehicles'
import { getFinanceSettingsForEstimates } from '@/data/payment-estimate'
import type { InventoryRoute } from './resolve-route'
import { getShopperAudience } from './audience'
import { describeSearch, droppedLabel } from './describe'
import { SrpView, type RelaxedResults, type SrpUrls } from './srp-view'
import type { Audience } from '@/data/vehicles'
import type { InventoryVocabulary } from '@/data/vehicles'
import { RecentlyViewed } from '@/components/saved-vehicles/recently-viewed'
import { PrivateInventoryGate } from '@/components/financing/private-inventory-gate'
import { requestHref, requestLocale } from '@/i18n/server'
import { searchWords, type SearchWords } from '@/i18n/search-words'
import type { Translate } from '@/i18n/translate'

type ListRoute = Extract<InventoryRoute, { kind: 'search' | 'special' | 'authored' }>

function splitUrl(url: string): { path: string; entries: Array<[string, string]> } {
  const [path, query = ''] = url.split('?')
  return { path, entries: [...new URLSearchParams(query)] }
}

/** Heading of a built-in special page (site.md section 2 route table), in the page's language. */
export function specialHeading(special: SpecialPage, filters: SearchFilters, tr: Translate): string {
  const base =
    special.path === '/used-cars-for-sale-in-quad-cities'
      ? tr('search.special.quad-cities')
      : tr('search.special.under', { price: formatDollars(UNDER_20K_PRICE, { whole: true }) })
  const deal =
    filters.greatDeals === 'price-drop'
      ? tr('search.special.price-drops')
      : filters.greatDeals === 'premium-upgrades'
        ? tr('search.special.premium-upgrades')
        : ''
  const warranty =
    filters.mileage?.max !== undefined
      ? tr('search.special.miles-under', { miles: formatCount(filters.mileage.max) })
      : ''
  return base + deal + warranty
}

/**
 * What each kind of list page links to; facets always lead into the general search. Every link is
 * made in the page's language by `href` (issue 39: a Spanish search stays Spanish).
 */
function urlsFor(route: ListRoute, filters: SearchFilters, sort: SortOption, href: (path: string) => string): SrpUrls {
  const urls = englishUrlsFor(route, filters, sort)
  return {
    ...urls,
    filter: (f) => href(urls.filter(f)),
    page: (p) => href(urls.page(p)),
    sortAction: href(urls.sortAction),
    clearAll: href(urls.clearAll),
    to: href,
  }
}

function englishUrlsFor(route: ListRoute, filters: SearchFilters, sort: SortOption): Omit<SrpUrls, 'to'> {
  const filter = (f: SearchFilters) => formatSearchUrl(f, sort)
  if (route.kind === 'search') {
    const { path, entries } = searchUrlParts(filters)
    return {
      filter,
      page: (p) => formatSearchUrl(filters, sort, p),
      sortAction: path,
      sortHidden: entries,
      clearAll: formatSearchUrl({ condition: filters.condition }),
    }
  }
  if (route.kind === 'special') {
    const opts = { greatDeals: filters.greatDeals, mileage: filters.mileage }
    const { path, entries } = splitUrl(formatSpecialPageUrl(route.special, opts))
    return {
      filter,
      page: (p) => formatSpecialPageUrl(route.special, { ...opts, sort, page: p }),
      sortAction: path,
      sortHidden: entries,
      clearAll: route.special.path,
    }
  }
  const pageUrl = (p: number) => {
    const entries: Array<[string, string]> = []
    if (sort !== DEFAULT_SORT) entries.push(['sort', sort])
    if (p > 1) entries.push(['page', String(p)])
    return route.path + buildQueryString(entries)
  }
  return { filter, page: pageUrl, sortAction: route.path, sortHidden: [], clearAll: route.path }
}

/**
 * No dead ends (issue 38, decision 0321): a search that finds nothing is tried again without its
 * least important filters, one more at a time, until something is found.
 */
async function relaxedResults(
  filters: SearchFilters,
  sort: SortOption,
  audience: Audience,
  labels: InventoryVocabulary['labels'],
  words: SearchWords,
): Promise<RelaxedResults | undefined> {
  for (const step of relaxations(filters)) {
    const found = await getInventoryResults({ filters: step.filters, sort, page: 1 }, audience)
    if (found.result.total > 0)
      return {
        total: found.result.total,
        without: droppedLabel(filters, step.dropped, labels, words),
        url: formatSearchUrl(step.filters, sort),
        vehicles: found.result.vehicles,
      }
  }
  return undefined
}

/** Search, special and authored list pages share one body; this picks filters, heading and links. */
export async function SearchPage({ route }: { route: ListRoute }) {
  const filters = route.kind === 'authored' ? route.page.filters : route.filters
  const page = route.kind === 'authored' ? route.pageNumber : route.page
  const audience = await getShopperAudience()
  const [settings, vocab, results, financeSettings] = await Promise.all([
    getDealershipSettings(),
    getInventoryVocabulary(),
    getInventoryResults({ filters, sort: route.sort, page }, audience),
    getFinanceSettingsForEstimates(),
  ])
  const [href, locale] = await Promise.all([requestHref(), requestLocale()])
  const words = searchWords(locale)
  const urls = urlsFor(route, filters, route.sort, href)
  // A page past the end (page=999999) goes to the last page that exists; temporary, as stock changes.
  if (results.result.page !== page) redirect(urls.page(results.result.page))
  const heading =
    route.kind === 'search'
      ? describeSearch(filters, vocab.labels, words)
      : route.kind === 'special'
        ? specialHeading(route.special, filters, words.tr)
        : route.page.title
  const relaxed =
    route.kind === 'search' && results.result.total === 0
      ? await relaxedResults(filters, route.sort, audience, vocab.labels, words)
      : undefined
  const fixed = route.kind === 'special' ? route.special.filters : route.kind === 'authored' ? route.page.filters : {}
  return (
    <>
      <SrpView
        heading={heading}
        intro={route.kind === 'authored' ? route.page.intro : null}
        filters={filters}
        fixed={fixed}
        sort={route.sort}
        results={results}
        relaxed={relaxed}
        labels={vocab.labels}
        words={words}
        urls={urls}
        lockedConditions={lockedConditions(settings.unlockRequired, audience.privateUnlocked)}
        financeSettings={financeSettings}
        // Special and authored pages save the filter URL of the same search (decision 0337).
        savedSearchUrl={formatSearchUrl(filters)}
      />
      {audience.privateUnlocked ? null : <PrivateInventoryGate tr={words.tr} />}
      <RecentlyViewed />
    </>
  )
}
