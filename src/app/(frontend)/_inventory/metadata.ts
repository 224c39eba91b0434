import 'server-only'
import type { Metadata } from 'next'
import {
  DEFAULT_SORT,
  formatSpecialPageUrl,
  formatVehicleUrl,
  isIndexableSearch,
  isPriceLocked,
  lockedConditions,
  type SearchFilters,
} from '@/domain/inventory'
import { isIndexableListedPage } from '@/domain/seo'
import { indexableFilterPaths } from '@/data/sitemap/sources'
import { pageMetaEntry } from '@/data/seo'
import { formatDollars } from '@/domain/money'
import { getInventoryVocabulary, getVehiclePage } from '@/data/vehicles'
import { getDealershipSettings } from '@/data/settings'
import type { InventoryRoute } from './resolve-route'
import { getShopperAudience } from './audience'
import { describeSearch } from './describe'
import { specialHeading } from './search-page'
import { formatCount } from '@/domain/money/format-count'
import { localeAlternates, requestLocale } from '@/i18n/server'
import { localizedPath } from '@/domain/i18n/locale-path'
import { inSentence, searchWords } from '@/i18n/search-words'

/** visitor-layer.md section 2: robots is index or noindex, always follow, large previews. */
const robots = (index: boolean): Metadata['robots'] => ({
  index,
  follow: true,
  'max-image-preview': 'large',
  'max-snippet': -1,
  'max-video-preview': -1,
})

/** No filter at all, not even a condition: /cars-for-sale itself (site.md section 2). */
function isUnfiltered(filters: SearchFilters): boolean {
  return Object.values(filters).every((value) => value === undefined)
}

export async function inventoryMetadata(route: InventoryRoute): Promise<Metadata> {
  // Titles and descriptions in the page's language (issue 39, "Generated text").
  const locale = await requestLocale()
  const words = searchWords(locale)
  const { tr } = words
  const notFound = { title: tr('pages.error-page.404.title'), robots: robots(false) }
  if (route.kind === 'redirect' || route.kind === 'not-found') return notFound
  if (route.kind === 'vehicle') {
    const audience = await getShopperAudience()
    const [{ lookup }, settings] = await Promise.all([getVehiclePage(route.vin, audience), getDealershipSettings()])
    if (lookup.kind === 'missing') return notFound
    // The unlock gate of a private vehicle (issue 15): nothing about the vehicle, never indexed.
    if (lookup.kind === 'private') return { title: tr('vehicle.meta.private'), robots: robots(false) }
    const v = lookup.vehicle
    const name = `${v.year} ${v.make} ${v.model}${v.trim ? ` ${v.trim}` : ''}`
    const url = formatVehicleUrl(v)
    if (lookup.kind === 'sold')
      return {
        title: tr('vehicle.meta.sold.title', { name }),
        description: tr('vehicle.meta.sold.description', { name }),
        alternates: await localeAlternates(url),
        robots: robots(false),
      }
    // A locked price stays out of the description too (site.md section 6; decision 0185).
    const locked = isPriceLocked(v.condition, lockedConditions(settings.unlockRequired, audience.privateUnlocked))
    const price =
      v.price !== null && !locked ? tr('vehicle.meta.price', { price: formatDollars(v.price, { whole: true }) }) : ''
    const { mileage } = lookup.vehicle
    const miles = mileage !== null ? tr('vehicle.meta.miles', { miles: formatCount(mileage) }) : ''
    return {
      title: tr('vehicle.meta.title', { name }),
      description: tr('vehicle.meta.description', {
        condition: tr(v.condition === 'new' ? 'vehicle.meta.new' : 'vehicle.meta.used'),
        name,
        miles,
        price,
        vin: v.vin,
      }),
      alternates: await localeAlternates(url),
      openGraph: {
        type: 'website',
        url: localizedPath(url, locale),
        images: lookup.vehicle.images.slice(0, 1),
      },
      robots: robots(!lookup.vehicle.private),
    }
  }
  const vocab = await getInventoryVocabulary()
  if (route.kind === 'search') {
    const described = describeSearch(route.filters, vocab.labels, words)
    // The unfiltered search (/cars-for-sale) takes the title and description
    // marketing set for 'cars-for-sale' in Page titles & descriptions (visitor-layer.md section 2).
    const editor = isUnfiltered(route.filters) ? await pageMetaEntry('cars-for-sale') : undefined
    const heading = editor?.title?.trim() || described
    // The filters sitemap source decides (visitor-layer.md section 2), so sitemap and robots agree.
    const index =
      route.sort === DEFAULT_SORT && !editor?.noindex && isIndexableSearch(route.filters, await indexableFilterPaths())
    return {
      title: route.page > 1 ? tr('search.title.page', { heading, page: route.page }) : heading,
      description: editor?.description?.trim() || tr('search.description', { search: inSentence(described, locale) }),
      alternates: await localeAlternates(route.canonicalUrl),
      robots: robots(index),
    }
  }
  if (route.kind === 'special') {
    const heading = specialHeading(route.special, route.filters, tr)
    const canonical = formatSpecialPageUrl(route.special, {
      greatDeals: route.filters.greatDeals,
      mileage: route.filters.mileage,
      page: route.page,
    })
    const firstPage = formatSpecialPageUrl(route.special, {
      greatDeals: route.filters.greatDeals,
      mileage: route.filters.mileage,
    })
    const index = isIndexableListedPage(firstPage, route.sort === DEFAULT_SORT, await indexableFilterPaths())
    return {
      title: heading,
      description: tr('search.special.description', { heading }),
      alternates: await localeAlternates(canonical),
      robots: robots(index),
    }
  }
  return {
    title: route.page.title,
    description: route.page.description ?? route.page.intro ?? undefined,
    alternates: await localeAlternates(route.pageNumber > 1 ? `${route.path}?page=${route.pageNumber}` : route.path),
    robots: robots(isIndexableListedPage(route.path, route.sort === DEFAULT_SORT, await indexableFilterPaths())),
  }
}
