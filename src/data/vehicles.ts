import 'server-only'
import { unstable_cache } from 'next/cache'
import type { SearchFilters, SortOption } from '@/domain/inventory'
import { TAGS, SHARED_CACHE_SECONDS } from './cache-tags'
import { getDealershipSettings } from './settings'
import { getFinanceSettingsForEstimates } from './payment-estimate'
import type { FinanceSettings } from '@/domain/financing'
import { getInventoryVocabulary, loadInventoryVocabulary, type InventoryVocabulary } from './inventory/vocabulary'
import { readCards, resultPage, rowsPerPage, runPage, type SearchResult, type VehicleCard } from './inventory/search'
import {
  facetCounts,
  featureCodes,
  runFacets,
  type FacetCounts,
  type Facets,
  type FeatureCode,
} from './inventory/facets'
import { snapshotAnswers, snapshotPageIds } from './inventory/snapshot'
import { snapshotFacetRows } from './inventory/snapshot-facets'
import { inventorySnapshot } from './inventory/snapshot-store'
import { findSimilarVehicles, findVehicleByVin, type VehicleLookup } from './inventory/vehicle'
import { resolveSearch, type Audience, type ResolvedSearch } from './inventory/where'

/**
 * Inventory reads for the search and detail pages (issue 3). Searches and facets come from this
 * process's inventory snapshot when it can be trusted (decision 0286), else from SQL over the
 * vehicles table (docs/decisions/0011), cached under the vehicles tag, which the collection's
 * afterChange hook drops; the detail page reads through GraphQL, cached the same way.
 *
 * `audience.privateUnlocked` is the private-inventory switch (site.md section 6): false until the
 * financing issue's unlock sets it from the visitor's cookie.
 */
export type { Audience } from './inventory/where'
export type { VehicleCard, SearchResult } from './inventory/search'
export type { Facets, FacetValue } from './inventory/facets'
export type { VehicleLookup, VehicleDetail } from './inventory/vehicle'
export type { InventoryVocabulary } from './inventory/vocabulary'
export { getInventoryVocabulary, loadInventoryVocabulary }

export const SHOPPER: Audience = { privateUnlocked: false }

export type InventoryQuery = { filters: SearchFilters; sort: SortOption; page: number }
export type InventoryResults = { result: SearchResult; facets: Facets }

/**
 * A search's page and facets: the page of cards beside the facet statement, which also counts the
 * total (decision 0275); a page past the end is read again as the last page.
 */
async function results(
  requested: number,
  pageSize: number,
  counts: Promise<FacetCounts>,
  readPage: (page: number) => Promise<VehicleCard[]>,
): Promise<InventoryResults> {
  const [{ facets, total }, firstTry] = await Promise.all([counts, readPage(Math.max(1, Math.floor(requested)))])
  return { result: await resultPage(requested, total, pageSize, firstTry, readPage), facets }
}

/**
 * Uncached search + facets; the page size comes from the dealership settings (site.md section 9).
 * `finance`: the settings of the cards' estimates, for a monthly payment filter (decision 0323).
 */
export async function loadInventoryResults(
  query: InventoryQuery,
  pageSize: number,
  vocab: InventoryVocabulary,
  audience: Audience,
  finance?: FinanceSettings,
): Promise<InventoryResults> {
  const search = resolveSearch(query.filters, vocab, audience, finance)
  return results(
    query.page,
    pageSize,
    runFacets(search, vocab.labels.stores, featureCodes(vocab.featureBits)),
    (page) => runPage({ search, sort: query.sort, page, pageSize }),
  )
}

// Pages and facets are cached apart: the facet counts (and the total) depend on the filters only,
// so paging and re-sorting a search reuse them. Their keys are the resolved search (stored names,
// not slugs) and everything else they need comes in as arguments: a cached read called inside
// another cached read is not cached (Next runs nested `unstable_cache` uncached), and reading the
// settings and the vocabulary in here recomputed both on every search not seen before (decision 0230).
const cachedPage = unstable_cache(
  async (search: ResolvedSearch, sort: SortOption, page: number, pageSize: number) =>
    runPage({ search, sort, page, pageSize }),
  ['inventory-page-v1'],
  { tags: [TAGS.vehicles, TAGS.dealershipSettings, TAGS.locations], revalidate: SHARED_CACHE_SECONDS },
)

const cachedFacets = unstable_cache(
  async (search: ResolvedSearch, storeLabels: Record<string, string>, codes: FeatureCode[]) =>
    runFacets(search, storeLabels, codes),
  ['inventory-facets-v5'],
  { tags: [TAGS.vehicles, TAGS.dealershipSettings, TAGS.locations], revalidate: SHARED_CACHE_SECONDS },
)

export async function getInventoryResults(
  query: InventoryQuery,
  audience: Audience = SHOPPER,
): Promise<InventoryResults> {
  const [settings, vocab, finance] = await Promise.all([
    getDealershipSettings(),
    getInventoryVocabulary(),
    getFinanceSettingsForEstimates(),
  ])
  // A monthly payment becomes a price cap per store, from the cards' estimate settings (decision
  // 0323); so does each step of the panel's "Monthly payment up to", for its counts.
  const search = resolveSearch(query.filters, vocab, audience, finance)
  const codes = featureCodes(vocab.featureBits)
  // From this process's inventory snapshot when it can be trusted and answers the search (decision
  // 0286), and then not through the data cache: the snapshot is the cache, dropped by every announced
  // edit, while an entry made from it in the moment before an announcement arrives could outlive the
  // drop by a whole lifetime (the scale-out test's sold vehicle, seen on a loaded machine).
  const snapshot = inventorySnapshot()
  if (snapshot && snapshotAnswers(search)) {
    const counts = facetCounts(snapshotFacetRows(snapshot, search, codes), vocab.labels.stores)
    const size = rowsPerPage(settings.itemsPerPage)
    return results(query.page, settings.itemsPerPage, Promise.resolve(counts), (page) =>
      readCards(snapshotPageIds(snapshot, search, query.sort, Math.max(1, Math.floor(page)), size)),
    )
  }
  return results(query.page, settings.itemsPerPage, cachedFacets(search, vocab.labels.stores, codes), (page) =>
    cachedPage(search, query.sort, page, settings.itemsPerPage),
  )
}

// The live conditions come in as an argument, for the reason given above cachedSearch.
const cachedVehicle = unstable_cache(
  async (vin: string, audience: Audience, liveConditions: string[]) => {
    const lookup: VehicleLookup = await findVehicleByVin(vin, audience, liveConditions)
    // A private vehicle behind the gate shows no similar vehicles: the gate is all its page holds.
    if (lookup.kind === 'missing' || lookup.kind === 'private') return { lookup, similar: [] }
    const similar = await findSimilarVehicles(lookup.vehicle, audience, liveConditions)
    return { lookup, similar }
  },
  ['inventory-vehicle-v3'],
  // Locations too: a card's estimate uses its store's state (issue 15).
  { tags: [TAGS.vehicles, TAGS.dealershipSettings, TAGS.locations], revalidate: SHARED_CACHE_SECONDS },
)

/** A detail page's vehicle (or its sold notice) and similar vehicles. */
export async function getVehiclePage(vin: string, audience: Audience = SHOPPER) {
  const settings = await getDealershipSettings()
  return cachedVehicle(vin.toUpperCase(), audience, [...settings.liveConditions].sort())
}
