/**
 * Search path segments in the spec's filter priority: bodystyle, make-model, features, price
 * (site.md section 9 "Filter priority"; section 2 "/cars-for-sale/{segment1?}/{segment2?}/{segment3?}").
 *
 * Encodings (every segment is a slug, [a-z0-9-]):
 *   bodystyle   suvs | sedans | ... (site.md section 3 "Body style")
 *   make-model  toyota | toyota-camry | land-rover-range-rover (split with the vocabulary)
 *   features    with-sunroof | with-heated-seats-and-sunroof (slugs sorted, joined by -and-)
 *   price       price-under-20000 (max) | price-over-10000 (min) | price-10000-to-20000 (both);
 *               bounds are inclusive whole dollars.
 * At most three segments fit; when all four kinds apply, price moves to the query (?price=min,max).
 */
import { isBodyStyle, type BodyStyle, type Range, type SearchFilters } from './filters'
import { parseWholeNumber } from './ranges'
import { MAX_SLUG_LENGTH } from './slug'
import { isKnownModel, modelsOf, type SegmentVocabulary } from './vocabulary'

export const SEGMENT_KINDS = ['bodystyle', 'make-model', 'features', 'price'] as const
export type SegmentKind = (typeof SEGMENT_KINDS)[number]

/** site.md section 2: segment1..segment3. */
export const MAX_PATH_SEGMENTS = 3

/** A features segment may list several slugs, so it gets more room than one slug. */
export const MAX_SEGMENT_LENGTH = 300

export type ParsedSegment =
  | { kind: 'bodystyle'; bodystyle: BodyStyle }
  | { kind: 'make-model'; make: string; model?: string }
  | { kind: 'features'; features: string[] }
  | { kind: 'price'; price: Range }

export type SegmentError = 'unknown-segment' | 'bad-price' | 'unknown-feature' | 'too-long'

const FEATURES_PREFIX = 'with-'
const FEATURES_JOIN = '-and-'

export function formatPriceSegment(price: Range): string {
  if (price.min !== undefined && price.max !== undefined) return `price-${price.min}-to-${price.max}`
  if (price.max !== undefined) return `price-under-${price.max}`
  return `price-over-${price.min ?? 0}`
}

/** Raw bounds as written (normalizeFilters applies the range rules afterwards). */
export function parsePriceSegment(segment: string): Range | undefined {
  let m = /^price-under-(\d+)$/.exec(segment)
  if (m) return only({ max: parseWholeNumber(m[1]) })
  m = /^price-over-(\d+)$/.exec(segment)
  if (m) return only({ min: parseWholeNumber(m[1]) })
  m = /^price-(\d+)-to-(\d+)$/.exec(segment)
  if (m) {
    const min = parseWholeNumber(m[1])
    const max = parseWholeNumber(m[2])
    return min === undefined || max === undefined ? undefined : { min, max }
  }
  return undefined
}

function only(range: Range): Range | undefined {
  return Object.values(range).every((v) => v !== undefined) ? range : undefined
}

export function formatMakeModelSegment(make: string, model?: string): string {
  return model ? `${make}-${model}` : make
}

/**
 * Tries every split at a dash, longest make first, so 'land-rover-defender' finds make
 * 'land-rover' before a (hypothetical) make 'land' with model 'rover-defender'.
 */
export function parseMakeModelSegment(
  segment: string,
  vocabulary: SegmentVocabulary,
): { make: string; model?: string } | undefined {
  if (modelsOf(vocabulary, segment)) return { make: segment }
  for (let i = segment.lastIndexOf('-'); i > 0; i = segment.lastIndexOf('-', i - 1)) {
    const make = segment.slice(0, i)
    const model = segment.slice(i + 1)
    if (isKnownModel(vocabulary, make, model)) return { make, model }
  }
  return undefined
}

export function formatFeaturesSegment(features: readonly string[]): string {
  return FEATURES_PREFIX + features.join(FEATURES_JOIN)
}

/**
 * Splits 'heated-seats-and-sunroof' into known feature slugs. A slug may itself contain '-and-'
 * ('rock-and-roll'), so this walks the string with the vocabulary, longest slug first, and
 * backtracks; positions already known to fail are remembered, so the work stays linear-ish.
 */
export function parseFeaturesSegment(segment: string, vocabulary: SegmentVocabulary): string[] | undefined {
  if (!segment.startsWith(FEATURES_PREFIX)) return undefined
  const rest = segment.slice(FEATURES_PREFIX.length)
  const candidates = [...vocabulary.features].sort((a, b) => b.length - a.length)
  const failed = new Set<number>()
  const walk = (at: number): string[] | undefined => {
    if (failed.has(at)) return undefined
    for (const slug of candidates) {
      if (!rest.startsWith(slug, at)) continue
      const end = at + slug.length
      if (end === rest.length) return [slug]
      if (!rest.startsWith(FEATURES_JOIN, end)) continue
      const tail = walk(end + FEATURES_JOIN.length)
      if (tail) return [slug, ...tail]
    }
    failed.add(at)
    return undefined
  }
  return walk(0)
}

/** One path segment -> what it filters, or why it cannot be read. Case-insensitive. */
export function parseSegment(raw: string, vocabulary: SegmentVocabulary): ParsedSegment | { error: SegmentError } {
  if (raw.length > MAX_SEGMENT_LENGTH) return { error: 'too-long' }
  const segment = raw.toLowerCase()
  if (isBodyStyle(segment)) return { kind: 'bodystyle', bodystyle: segment }
  if (segment.startsWith('price-')) {
    const price = parsePriceSegment(segment)
    return price ? { kind: 'price', price } : { error: 'bad-price' }
  }
  if (segment.startsWith(FEATURES_PREFIX)) {
    const features = parseFeaturesSegment(segment, vocabulary)
    return features ? { kind: 'features', features } : { error: 'unknown-feature' }
  }
  if (segment.length <= MAX_SLUG_LENGTH * 2) {
    const mm = parseMakeModelSegment(segment, vocabulary)
    if (mm) return { kind: 'make-model', ...mm }
  }
  return { error: 'unknown-segment' }
}

/**
 * Normalized filters -> path segments in priority order. When every kind applies, the lowest
 * priority one (price) does not fit in three segments and is returned as `overflowPrice`.
 */
export function filtersToSegments(filters: SearchFilters): { segments: string[]; overflowPrice?: Range } {
  const parts: Array<[SegmentKind, string]> = []
  if (filters.bodystyle) parts.push(['bodystyle', filters.bodystyle])
  if (filters.make) parts.push(['make-model', formatMakeModelSegment(filters.make, filters.model)])
  if (filters.features?.length) parts.push(['features', formatFeaturesSegment(filters.features)])
  if (filters.price) parts.push(['price', formatPriceSegment(filters.price)])
  const segments = parts.slice(0, MAX_PATH_SEGMENTS).map(([, s]) => s)
  const overflow = parts.length > MAX_PATH_SEGMENTS && filters.price ? filters.price : undefined
  return overflow ? { segments, overflowPrice: overflow } : { segments }
}
