/**
 * The known values a URL may name. Model slugs contain dashes ('cr-v', 'silverado-1500') and so do
 * make slugs ('land-rover'), so a make-model segment can only be split with this list in hand
 * (site.md section 2, search segments). Built by the data layer from live inventory.
 */
import type { Condition } from './filters'
import { isSlug, slugify } from './slug'

export type SegmentVocabulary = {
  /** Make slug -> its model slugs. */
  makes: Readonly<Record<string, readonly string[]>>
  /** Feature slugs that may appear in a with-... segment. */
  features: readonly string[]
  /** Store id slugs; when given, `store=` must name one of them. */
  stores?: readonly string[]
  /** Live conditions (site.md section 9: production is used only); default all three. */
  conditions?: readonly Condition[]
}

/** Own-property lookup, so 'constructor' or '__proto__' never match a plain object's prototype. */
export function modelsOf(vocabulary: SegmentVocabulary, make: string): readonly string[] | undefined {
  return Object.hasOwn(vocabulary.makes, make) ? vocabulary.makes[make] : undefined
}

export function isKnownMake(vocabulary: SegmentVocabulary, make: string): boolean {
  return modelsOf(vocabulary, make) !== undefined
}

export function isKnownModel(vocabulary: SegmentVocabulary, make: string, model: string): boolean {
  return modelsOf(vocabulary, make)?.includes(model) ?? false
}

export function isKnownFeature(vocabulary: SegmentVocabulary, feature: string): boolean {
  return vocabulary.features.includes(feature)
}

export function isKnownStore(vocabulary: SegmentVocabulary, store: string): boolean {
  return isSlug(store) && (vocabulary.stores === undefined || vocabulary.stores.includes(store))
}

/** Display names in, slugs out: rows of { make, model } plus feature and store names. */
export function buildVocabulary(input: {
  vehicles: ReadonlyArray<{ make: string; model: string }>
  features?: readonly string[]
  stores?: readonly string[]
  conditions?: readonly Condition[]
}): SegmentVocabulary {
  const makes = new Map<string, Set<string>>()
  for (const { make, model } of input.vehicles) {
    const m = slugify(make)
    if (!m) continue
    const models = makes.get(m) ?? new Set<string>()
    const s = slugify(model)
    if (s) models.add(s)
    makes.set(m, models)
  }
  const uniqueSorted = (list: readonly string[]) => [...new Set(list.map(slugify).filter(Boolean))].sort()
  const out: SegmentVocabulary = {
    makes: Object.fromEntries([...makes].sort(([a], [b]) => a.localeCompare(b)).map(([m, s]) => [m, [...s].sort()])),
    features: uniqueSorted(input.features ?? []),
  }
  if (input.stores) out.stores = uniqueSorted(input.stores)
  if (input.conditions) out.conditions = [...input.conditions]
  return out
}
