import 'server-only'
import { unstable_cache } from 'next/cache'
import {
  buildSuggestIndex,
  findSuggestions,
  slugify,
  type SuggestCounts,
  type SuggestIndex,
  type Suggestion,
} from '@/domain/inventory'
import { TAGS, SHARED_CACHE_SECONDS } from '../cache-tags'
import { queryRows } from './db'
import { facetCounts, featureCodes, modelCountsQuery, runFacets, type Facets, type FacetValue } from './facets'
import type { InventorySnapshot } from './snapshot'
import { snapshotFacetRows, snapshotModelCounts, type ModelCount } from './snapshot-facets'
import { inventorySnapshot } from './snapshot-store'
import { getInventoryVocabulary, type InventoryVocabulary } from './vocabulary'
import { resolveSearch, type Audience, type ResolvedSearch } from './where'

/**
 * The header search's suggestions (issue 38, "Suggestions as you type"; decision 0333), answered
 * from memory: the index of the inventory's words is kept per process and rebuilt only when the
 * vocabulary changes, and the live counts are the filter panel's counts of the whole inventory (the
 * site's searches are not scoped by the chosen store), taken once per inventory snapshot. Nothing is
 * read from Postgres per keystroke; while this process holds no trusted snapshot, the counts come
 * from the panel's statement, cached as every search read is.
 */

let kept: { key: string; index: SuggestIndex } | undefined

export function suggestIndexFor(vocab: InventoryVocabulary): SuggestIndex {
  const input = {
    vocabulary: vocab.vocabulary,
    labels: { makes: vocab.labels.makes, models: vocab.labels.models, features: vocab.labels.features },
  }
  const key = JSON.stringify(input)
  if (kept?.key !== key) kept = { key, index: buildSuggestIndex(input) }
  return kept.index
}

/** The whole inventory as the search pages show it to this audience: /cars-for-sale, no filter. */
const wholeInventory = (vocab: InventoryVocabulary, audience: Audience): ResolvedSearch =>
  resolveSearch({}, vocab, audience)

/** Counts by suggestion key from the filter panel's facets and the per-model counts. */
export function suggestCountsOf(facets: Facets, models: readonly ModelCount[]): SuggestCounts {
  const bySlug = (list: readonly FacetValue[]) => Object.fromEntries(list.map((v) => [v.value, v.count]))
  const model: Record<string, number> = {}
  for (const row of models) {
    const key = `${slugify(row.make)}/${slugify(row.model)}`
    model[key] = (model[key] ?? 0) + row.n
  }
  return { make: bySlug(facets.make), model, bodystyle: bySlug(facets.bodystyle), feature: bySlug(facets.features) }
}

/** From an inventory snapshot: the panel's facet rows (snapshotFacetRows) and one pass for the models. */
export function snapshotSuggestCounts(
  snapshot: InventorySnapshot,
  vocab: InventoryVocabulary,
  audience: Audience,
): SuggestCounts {
  const search = wholeInventory(vocab, audience)
  const { facets } = facetCounts(
    snapshotFacetRows(snapshot, search, featureCodes(vocab.featureBits)),
    vocab.labels.stores,
  )
  return suggestCountsOf(facets, snapshotModelCounts(snapshot, search))
}

/** From Postgres: the panel's facet statement (facets.ts) beside the model counts. */
async function countsFromStatements(
  search: ResolvedSearch,
  storeLabels: Record<string, string>,
  bits: Record<string, number>,
): Promise<SuggestCounts> {
  const [{ facets }, models] = await Promise.all([
    runFacets(search, storeLabels, featureCodes(bits)),
    queryRows<ModelCount>(modelCountsQuery(search)),
  ])
  return suggestCountsOf(facets, models)
}

/** Uncached (exported for integration tests: unstable_cache needs a Next request). */
export function loadSuggestCounts(vocab: InventoryVocabulary, audience: Audience): Promise<SuggestCounts> {
  return countsFromStatements(wholeInventory(vocab, audience), vocab.labels.stores, vocab.featureBits)
}

// The resolved search and what the statements need come in as arguments: the key of the cached read
// (a cached read inside another is not cached, src/data/vehicles.ts).
const cachedCounts = unstable_cache(countsFromStatements, ['search-suggest-counts-v1'], {
  tags: [TAGS.vehicles, TAGS.dealershipSettings, TAGS.locations],
  revalidate: SHARED_CACHE_SECONDS,
})

/**
 * Counts per snapshot, audience and vocabulary: the snapshot is replaced (or dropped) by every edit of
 * a vehicle or a store, and its counts go with it.
 */
const perSnapshot = new WeakMap<InventorySnapshot, Map<string, SuggestCounts>>()

async function liveCounts(vocab: InventoryVocabulary, audience: Audience): Promise<SuggestCounts> {
  const snapshot = inventorySnapshot()
  if (!snapshot) return cachedCounts(wholeInventory(vocab, audience), vocab.labels.stores, vocab.featureBits)
  const held = perSnapshot.get(snapshot) ?? new Map<string, SuggestCounts>()
  perSnapshot.set(snapshot, held)
  const key = JSON.stringify([audience.privateUnlocked, vocab.liveConditions, vocab.featureBits])
  let counts = held.get(key)
  if (!counts) held.set(key, (counts = snapshotSuggestCounts(snapshot, vocab, audience)))
  return counts
}

/** The suggestions for the words typed so far (readSuggestQuery), with live counts and filter URLs. */
export async function getSuggestions(words: readonly string[], audience: Audience): Promise<Suggestion[]> {
  const vocab = await getInventoryVocabulary()
  return findSuggestions(suggestIndexFor(vocab), words, await liveCounts(vocab, audience))
}
