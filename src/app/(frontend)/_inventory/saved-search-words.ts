import { readSavedSearchUrl, type SearchReader } from '@/domain/saved-searches/search-url'
import type { InventoryVocabulary } from '@/data/vehicles'
import { describeSearch } from './describe'

/**
 * A saved search in the results page's own words (issue 38; decision 0337): the address read by the
 * page's parser, its heading (`describeSearch`), and the stored names of the make and model it
 * names, for the lead's ADF vehicle.
 */
export function savedSearchReader(vocab: InventoryVocabulary): SearchReader {
  return (value) => {
    const read = readSavedSearchUrl(value, vocab.vocabulary)
    if (!read) return null
    const { filters } = read
    const label = (map: Record<string, string>, key: string | undefined) =>
      key !== undefined && Object.hasOwn(map, key) ? map[key] : undefined
    return {
      url: read.url,
      title: describeSearch(filters, vocab.labels),
      looksFor: {
        condition: filters.condition,
        make: label(vocab.labels.makes, filters.make),
        model:
          filters.make && filters.model ? label(vocab.labels.models, `${filters.make}/${filters.model}`) : undefined,
        bodystyle: filters.bodystyle,
      },
      store: filters.store,
    }
  }
}
