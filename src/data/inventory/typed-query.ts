import 'server-only'
import { buildQueryIndex, readTypedQuery, type QueryIndex, type TypedQueryReading } from '@/domain/inventory'
import { getInventoryVocabulary, type InventoryVocabulary } from './vocabulary'

/**
 * The typed-query index of the current inventory vocabulary (decision 0319). The vocabulary is cached
 * under the vehicles, locations and settings tags; each request gets its own copy of it, so the index
 * is kept per process under the vocabulary's content and rebuilt only when that changes (3 ms for the
 * 50,000-vehicle demo inventory, about 100 ms for a vocabulary twenty times wider: docs/benchmarks.md).
 */
let kept: { key: string; index: QueryIndex } | undefined

export function queryIndexFor(vocab: InventoryVocabulary): QueryIndex {
  const input = {
    vocabulary: vocab.vocabulary,
    storeNames: vocab.labels.stores,
    trims: vocab.trims,
    colors: vocab.colors,
  }
  const key = JSON.stringify(input)
  if (kept?.key !== key) kept = { key, index: buildQueryIndex(input) }
  return kept.index
}

/** A shopper's typed query read against the live inventory's words (issue 38). */
export async function readShopperQuery(text: string): Promise<TypedQueryReading> {
  return readTypedQuery(text, queryIndexFor(await getInventoryVocabulary()))
}
