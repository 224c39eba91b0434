/**
 * The "filters" sitemap source and the search page's indexability check (visitor-layer.md
 * section 2, "Page metadata": a filter page is indexable when it is in the filters sitemap list,
 * GET /api/___sitemaps___/filters?without=1). Both the sitemap and the robots meta of search and
 * special pages read this one list, so they cannot disagree.
 */
import { BODY_STYLES, COLORS, type Condition, type SearchFilters } from '../inventory/filters'
import { formatSearchUrl } from '../inventory/search-url'
import { isListedUrl } from '../inventory/canonical'
import { specialPages } from '../inventory/special-pages'

export type FilterPagesInput = {
  liveConditions: readonly Condition[]
  /** make slug -> model slugs, as in the segment vocabulary */
  makes: Readonly<Record<string, readonly string[]>>
  /** The under-$20K page's token ('under-20k' for '/under-20k'). */
  under20kToken: string
  /** Slugs of the editors' authored search pages (collection search-pages), listed as /{slug}. */
  authoredSlugs?: readonly string[]
}

/**
 * The special pages and their sub-filter pages (great_deals/price_drop, ...: the home page's
 * special-filter cards), the authored search pages, then each live condition's root (and the all-conditions root),
 * body-style, make and make-model pages, and its color pages ("red cars for sale", issue 38, decision
 * 0322: /used-cars-for-sale?color=red; every color of the list but "other", like every body style).
 * Other query filters (store, year, mileage, monthly payment ...) stay out, so they are noindex.
 */
export function filterSitemapPaths(input: FilterPagesInput): string[] {
  const out = specialPages(input.under20kToken).flatMap((p) => [
    p.path,
    ...Object.keys(p.subPaths).map((sub) => `${p.path}/${sub}`),
  ])
  // A built-in special page wins over an authored page of the same slug (collections/search-pages).
  for (const slug of input.authoredSlugs ?? []) if (!out.includes(`/${slug}`)) out.push(`/${slug}`)
  const roots: Array<SearchFilters['condition']> = [undefined, ...input.liveConditions]
  for (const condition of roots) {
    out.push(formatSearchUrl({ condition }))
    for (const bodystyle of BODY_STYLES) out.push(formatSearchUrl({ condition, bodystyle }))
    for (const color of COLORS) if (color !== 'other') out.push(formatSearchUrl({ condition, color }))
    for (const [make, models] of Object.entries(input.makes)) {
      out.push(formatSearchUrl({ condition, make }))
      for (const model of models) out.push(formatSearchUrl({ condition, make, model }))
    }
  }
  return out
}

/**
 * A special or authored search page (under $20K, the Quad Cities pages, an editor's landing page)
 * is indexable at the default sort when its canonical URL without the page number is in the
 * filters list: the pages and their sub-filter paths are listed; query variants (?great-deals=,
 * ?mileage=) are not, so they are noindex.
 */
export function isIndexableListedPage(
  canonicalWithoutPage: string,
  isDefaultSort: boolean,
  filterPaths: readonly string[],
): boolean {
  return isDefaultSort && isListedUrl(canonicalWithoutPage, filterPaths)
}
