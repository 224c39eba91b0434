import { describe, expect, it } from 'vitest'
import {
  canonicalizeSearch,
  formatSearchUrl,
  formatSpecialPageUrl,
  isIndexableSearch,
  matchSpecialPage,
  parseSearchRoot,
  specialPages,
  type SearchFilters,
} from '../inventory'
import { USED_ONLY_VOCABULARY } from '../inventory/vocabulary-fixture'
import { filterSitemapPaths, isIndexableListedPage } from './filter-pages'

/**
 * visitor-layer.md section 2: a filter page is indexable when it is in the filters sitemap list.
 * The robots meta of the search, special and authored pages (src/app/(frontend)/_inventory/metadata.ts)
 * runs these same two checks on the list the sitemap serves, so every listed URL must come out
 * indexable and every filtered URL that is not listed must come out noindex.
 */
const TOKEN = 'affordable-used-cars-for-sale-quad-cities'
const INPUT = {
  liveConditions: ['used'] as const,
  makes: USED_ONLY_VOCABULARY.makes,
  under20kToken: TOKEN,
  authoredSlugs: ['trucks-under-25000', 'used-cars-for-sale-in-quad-cities'],
}
const LIST = filterSitemapPaths({ ...INPUT, liveConditions: [...INPUT.liveConditions] })
const SPECIALS = specialPages(TOKEN)

/** What the page's metadata decides for a URL: the same branches as inventoryMetadata. */
function robotsIndex(url: string, list: readonly string[]): boolean {
  const [path, queryString = ''] = url.split('?')
  const query = Object.fromEntries(new URLSearchParams(queryString))
  const root = path.split('/')[1]
  if (parseSearchRoot(root)) {
    const search = canonicalizeSearch(path, query, USED_ONLY_VOCABULARY)
    if (!search.ok || !search.isCanonical) throw new Error(`${path} is not a canonical search URL`)
    return isIndexableSearch(search.filters, list)
  }
  const special = matchSpecialPage(path, {}, SPECIALS)
  if (special)
    return isIndexableListedPage(
      formatSpecialPageUrl(special.special, {
        greatDeals: special.filters.greatDeals,
        mileage: special.filters.mileage,
      }),
      true,
      list,
    )
  return isIndexableListedPage(path, true, list) // an authored page at /{slug}
}

describe('filters sitemap source and the search page robots', () => {
  it('lists special pages, their sub-filters, authored pages, and each root, body style, make and model once', () => {
    expect(LIST.slice(0, 5)).toEqual([
      '/used-cars-for-sale-in-quad-cities',
      `/${TOKEN}`,
      `/${TOKEN}/great_deals/price_drop`,
      `/${TOKEN}/great_deals/premium_upgrades`,
      '/trucks-under-25000', // the authored page that shares the Quad Cities slug is listed once
    ])
    expect(new Set(LIST).size).toBe(LIST.length)
    expect(LIST).toContain('/cars-for-sale')
    expect(LIST).toContain('/used-cars-for-sale/suvs')
    expect(LIST).toContain('/used-cars-for-sale/toyota-camry')
    // Color pages (issue 38): each color of the list on each root, "other" left out.
    expect(LIST).toContain('/cars-for-sale?color=red')
    expect(LIST).toContain('/used-cars-for-sale?color=gray')
    expect(LIST).not.toContain('/used-cars-for-sale?color=other')
  })

  it('finds every listed URL indexable', () => {
    for (const path of LIST) expect(robotsIndex(path, LIST), path).toBe(true)
  })

  it.each<[string, SearchFilters]>([
    ['price filter', { condition: 'used', bodystyle: 'suvs', price: { max: 15000 } }],
    ['feature filter', { condition: 'used', features: ['sunroof'] }],
    ['body style and make', { condition: 'used', bodystyle: 'suvs', make: 'toyota' }],
    ['keyword', { condition: 'used', q: 'camry' }],
    ['year range', { condition: 'used', make: 'honda', year: { min: 2018 } }],
    ['color with a body style', { condition: 'used', bodystyle: 'suvs', color: 'red' }],
    ['monthly payment', { condition: 'used', payment: 300 }],
    ['color "other"', { condition: 'used', color: 'other' }],
  ])('finds a filtered URL absent from the list noindex: %s', (_name, filters) => {
    const url = formatSearchUrl(filters)
    expect(LIST).not.toContain(url)
    expect(isIndexableSearch(filters, LIST)).toBe(false)
  })

  it('finds query variants of special pages and non-default sorts noindex', () => {
    const quad = SPECIALS[0]
    expect(isIndexableListedPage(formatSpecialPageUrl(quad, { greatDeals: 'price-drop' }), true, LIST)).toBe(false)
    expect(isIndexableListedPage(formatSpecialPageUrl(SPECIALS[1], { mileage: { max: 85000 } }), true, LIST)).toBe(
      false,
    )
    expect(isIndexableListedPage(quad.path, false, LIST)).toBe(false)
    expect(isIndexableListedPage('/an-unlisted-landing-page', true, LIST)).toBe(false)
  })

  it('drops a make from both the list and the index when it leaves the inventory', () => {
    const withoutToyota = filterSitemapPaths({
      ...INPUT,
      liveConditions: ['used'],
      makes: { ...INPUT.makes, toyota: [] },
    })
    expect(withoutToyota).not.toContain('/used-cars-for-sale/toyota-camry')
    expect(isIndexableSearch({ condition: 'used', make: 'toyota', model: 'camry' }, withoutToyota)).toBe(false)
  })
})
