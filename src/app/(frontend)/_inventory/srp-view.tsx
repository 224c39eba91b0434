import Link from 'next/link'
import { isPriceLocked, type SearchFilters, type SortOption } from '@/domain/inventory'
import type { FinanceSettings } from '@/domain/financing'
import type { InventoryResults, InventoryVocabulary } from '@/data/vehicles'
import { estimateFootnote } from '@/i18n/estimate-footnote'
import { filterChips } from './describe'
import { FilterPanel } from './filter-panel'
import { Pagination } from './pagination'
import { EstimateFootnote } from './estimate-footnote'
import { SortForm } from './sort-form'
import { VehicleCard } from './vehicle-card'
import { cardProps } from './card-view'
import { SaveSearchControl, type SaveSearchTexts } from './save-search-control.client'
import './inventory.css'
import { formatCount } from '@/domain/money/format-count'
import type { SearchWords } from '@/i18n/search-words'
import { shopperTexts } from '@/i18n/shopper-texts'
import type { Translate } from '@/i18n/translate'
import { ShopperTextsProvider } from '@/components/saved-vehicles/shopper-texts.client'

export type SrpUrls = {
  /** Link for another filter set (facets, chips). */
  filter: (filters: SearchFilters) => string
  page: (page: number) => string
  sortAction: string
  sortHidden: ReadonlyArray<readonly [string, string]>
  clearAll: string
  /** A site path in the page's language: the cards' and the relaxed search's links (issue 39). */
  to: (path: string) => string
}

/** What a search that found nothing finds without its least important filters (issue 38). */
export type RelaxedResults = {
  total: number
  /** 'Under $5,000 and “sport”' */
  without: string
  url: string
  vehicles: InventoryResults['result']['vehicles']
}

export type SrpViewProps = {
  heading: string
  intro?: string | null
  filters: SearchFilters
  /** Filters the page itself fixes (special and authored pages): no chip to remove them. */
  fixed?: SearchFilters
  sort: SortOption
  results: InventoryResults
  relaxed?: RelaxedResults
  labels: InventoryVocabulary['labels']
  /** The page's language: its words (src/i18n/search-words.ts) and the catalog's reader. */
  words: SearchWords
  urls: SrpUrls
  lockedConditions: readonly string[]
  financeSettings: FinanceSettings
  /** The page's search as a filter URL, for "Save this search" (issue 38; decision 0337). */
  savedSearchUrl: string
}

/** "Save this search"'s words (issue 38) in the page's language. */
function saveSearchTexts(tr: Translate): SaveSearchTexts {
  return {
    button: tr('search.save.button'),
    loading: tr('form.loading'),
    formLabel: tr('search.save.form'),
    note: tr('search.save.note'),
    submit: tr('search.save.submit'),
    sales: tr('search.save.sales'),
    sent: tr('search.save.sent'),
  }
}

/** The search results page body (site.md section 2 "/cars-for-sale"; issue 3). */
export function SrpView({
  heading,
  intro,
  filters,
  fixed,
  sort,
  results,
  relaxed,
  labels,
  words,
  urls,
  lockedConditions,
  financeSettings,
  savedSearchUrl,
}: SrpViewProps) {
  const { result, facets } = results
  const chips = filterChips(filters, labels, words, fixed)
  const { tr } = words
  // Issue 6: the cards' estimates show what they assumed, computed by the same engine (site.md sections 5, 9).
  // Issue 15: each card uses its own store's state; the footnote names the states of the priced cards.
  const priced = result.vehicles.filter(
    (v) => v.price !== null && v.price > 0 && !isPriceLocked(v.condition, lockedConditions),
  )
  const footnote = estimateFootnote(
    priced[0]?.price ?? null,
    financeSettings,
    priced.map((v) => v.storeState),
    words.locale,
  )
  const first = (result.page - 1) * result.pageSize + 1
  return (
    <ShopperTextsProvider texts={shopperTexts(words.locale)}>
      <div className="srp">
        <header className="srp__header">
          <h1>{heading}</h1>
          {intro ? <p className="srp__intro">{intro}</p> : null}
          <p className="srp__count" role="status">
            {result.total === 0
              ? tr('search.none')
              : tr('search.count', {
                  first: formatCount(first),
                  last: formatCount(first + result.vehicles.length - 1),
                  total: formatCount(result.total),
                })}
          </p>
          <SaveSearchControl searchUrl={savedSearchUrl} title={heading} texts={saveSearchTexts(tr)} />
        </header>
        <aside className="srp__filters" aria-label={tr('search.filters.label')}>
          <FilterPanel facets={facets} filters={filters} href={urls.filter} words={words} />
        </aside>
        <section className="srp__results" aria-label={tr('search.results.label')}>
          <div className="srp__toolbar">
            {chips.length > 0 ? (
              <ul className="chips" aria-label={tr('search.chips.label')}>
                {chips.map((c) => (
                  <li key={c.key}>
                    <Link className="chip" href={urls.filter(c.without)} rel="nofollow">
                      {/* Only a label in another language gets an element of its own (for `lang`): a
                        bare label arrives with its link, so the chip never grows after it paints. */}
                      {c.lang ? <span lang={c.lang}>{c.label}</span> : c.label} <span aria-hidden="true">×</span>
                      <span className="visually-hidden">{tr('search.chip.remove')}</span>
                    </Link>
                  </li>
                ))}
                {chips.length > 1 ? (
                  <li>
                    <Link className="chip chip--clear" href={urls.clearAll}>
                      {tr('search.clear-all')}
                    </Link>
                  </li>
                ) : null}
              </ul>
            ) : (
              <span />
            )}
            <SortForm action={urls.sortAction} sort={sort} hidden={urls.sortHidden} tr={tr} />
          </div>
          {filters.q && chips.length > 1 ? (
            <p className="srp__keywords">{tr('search.keywords', { words: filters.q })}</p>
          ) : null}
          {result.total === 0 && relaxed ? (
            <div className="srp__relaxed">
              <h2>
                {tr(relaxed.total === 1 ? 'search.relaxed.heading.one' : 'search.relaxed.heading.other', {
                  count: formatCount(relaxed.total),
                  without: relaxed.without,
                })}
              </h2>
              <p>
                <Link href={urls.to(relaxed.url)}>
                  {tr('search.relaxed.link', { count: formatCount(relaxed.total), without: relaxed.without })}
                </Link>
              </p>
              <div className="vehicle-grid">
                {relaxed.vehicles.map((v, i) => (
                  <VehicleCard
                    key={v.id}
                    priority={i < 2}
                    {...cardProps(v, lockedConditions, financeSettings, urls.to)}
                  />
                ))}
              </div>
            </div>
          ) : result.total === 0 ? (
            <div className="srp__empty">
              <h2>{tr('search.empty.heading')}</h2>
              <p>{tr('search.empty.try')}</p>
              <ul>
                {chips.map((c) => (
                  <li key={c.key}>
                    <Link href={urls.filter(c.without)}>{tr('search.empty.remove', { label: c.label })}</Link>
                  </li>
                ))}
                <li>
                  <Link href={urls.clearAll}>{tr('search.empty.all')}</Link>
                </li>
              </ul>
            </div>
          ) : (
            <>
              <div className="vehicle-grid">
                {result.vehicles.map((v, i) => (
                  <VehicleCard
                    key={v.id}
                    priority={i < 2}
                    {...cardProps(v, lockedConditions, financeSettings, urls.to)}
                  />
                ))}
              </div>
              <EstimateFootnote lines={footnote} testId="estimate-footnote" />
              <Pagination page={result.page} pageCount={result.pageCount} href={urls.page} tr={tr} />
            </>
          )}
        </section>
      </div>
    </ShopperTextsProvider>
  )
}
