/**
 * Old URLs that still arrive from search engines and bookmarks (site.md section 2 "Legacy
 * redirects" and "Special paths"). Pure: a vehicle lookup is returned as a request for the caller.
 *
 *   /{used|new|certified}-vehicle/{a}/{b}/{vin}  -> { kind: 'vehicle' } (caller finds it, 308s to
 *                                                   formatVehicleUrl or 404s)
 *   /search-vehicles                             -> /{condition}-cars-for-sale when one condition
 *                                                   is live, else /cars-for-sale
 *   /search-vehicles/{condition|all}-inventory[/{filter}/{v1}[/{v2}]] -> the canonical search URL:
 *     bodystyle|body-style  v1 = body style, plural or singular ('suv' -> suvs)
 *     make|model            v1 = make, v2 = model (optional)
 *     feature|features      v1 = feature
 *     price|mileage|miles   v1 = max|min, v2 = n  -> price-under-n | price-over-n (mileage: query);
 *                           v1, v2 both numbers -> min, max; v1 number alone -> max
 *     year                  same, except v1 number alone -> that one year
 *   A filter or value we cannot read keeps the condition page (the link still lands on inventory);
 *   a condition that is not live falls back to the /search-vehicles rule.
 *   /2010 ... /2025[/anything]                    -> /auto-financing
 * Ad tracking parameters (or ctx.passthroughParams) survive every redirect.
 */
import { isBodyStyle, isCondition, type BodyStyle, type Condition, type Range, type SearchFilters } from './filters'
import { AD_TRACKING_PARAMS, buildQueryString, pickQueryEntries, safeDecode, type QueryInput } from './query'
import { parseWholeNumber } from './ranges'
import { searchUrlParts } from './search-url'
import { slugify } from './slug'
import { isKnownFeature, isKnownMake, isKnownModel, type SegmentVocabulary } from './vocabulary'

export type LegacyContext = {
  liveConditions: readonly Condition[]
  vocabulary: SegmentVocabulary
  /** Query parameters kept on the redirect; default the ad tracking parameters. */
  passthroughParams?: readonly string[]
}

export type LegacyTarget =
  { kind: 'location'; location: string } | { kind: 'vehicle'; condition: Condition; vin: string; query: string }

/** site.md section 2 "Special paths": any path from /2010 to /2025. */
export const FINANCING_YEAR_RANGE = { from: 2010, to: 2025 } as const
export const FINANCING_PATH = '/auto-financing'

export function legacyRedirect(pathname: string, query: QueryInput, ctx: LegacyContext): LegacyTarget | null {
  const decoded = pathname.split('?')[0].split('/').filter(Boolean).map(safeDecode)
  if (decoded.some((s) => s === undefined)) return null
  const segments = (decoded as string[]).map((s) => s.trim().toLowerCase())
  const kept = pickQueryEntries(query, ctx.passthroughParams ?? AD_TRACKING_PARAMS)
  const [first, ...rest] = segments
  if (first === undefined) return null

  if (/^\d{4}$/.test(first)) {
    const year = Number(first)
    if (year < FINANCING_YEAR_RANGE.from || year > FINANCING_YEAR_RANGE.to) return null
    return { kind: 'location', location: FINANCING_PATH + buildQueryString(kept) }
  }

  const vehicle = /^(new|used|certified)-vehicle$/.exec(first)
  if (vehicle) {
    const vin = rest[2]
    if (rest.length !== 3 || !/^[a-z0-9]{17}$/.test(vin)) return null
    return {
      kind: 'vehicle',
      condition: vehicle[1] as Condition,
      vin: vin.toUpperCase(),
      query: buildQueryString(kept),
    }
  }

  if (first !== 'search-vehicles' || rest.length > 4) return null
  const inventory = rest.length > 0 ? /^([a-z]+)-inventory$/.exec(rest[0]) : null
  if (rest.length > 0 && !inventory) return null
  const named = inventory?.[1]
  if (named !== undefined && named !== 'all' && !isCondition(named)) return null
  const filters: SearchFilters = {}
  const condition = liveCondition(named && isCondition(named) ? named : undefined, ctx.liveConditions)
  if (condition) filters.condition = condition
  if (rest.length >= 3) Object.assign(filters, legacyFilter(rest[1], rest[2], rest[3], ctx.vocabulary))
  const { path, entries } = searchUrlParts(filters)
  return { kind: 'location', location: path + buildQueryString([...entries, ...kept]) }
}

function liveCondition(asked: Condition | undefined, live: readonly Condition[]): Condition | undefined {
  if (asked && live.includes(asked)) return asked
  return live.length === 1 ? live[0] : undefined
}

function legacyFilter(
  filter: string,
  v1: string,
  v2: string | undefined,
  vocabulary: SegmentVocabulary,
): SearchFilters {
  switch (filter) {
    case 'bodystyle':
    case 'body-style': {
      const bodystyle = toBodyStyle(v1)
      return bodystyle ? { bodystyle } : {}
    }
    case 'make':
    case 'model': {
      const make = slugify(v1)
      if (!isKnownMake(vocabulary, make)) return {}
      const model = v2 === undefined ? '' : slugify(v2)
      return model && isKnownModel(vocabulary, make, model) ? { make, model } : { make }
    }
    case 'feature':
    case 'features': {
      const feature = slugify(v1)
      return isKnownFeature(vocabulary, feature) ? { features: [feature] } : {}
    }
    case 'price':
    case 'mileage':
    case 'miles': {
      const range = legacyRange(v1, v2, 'max')
      return range ? { [filter === 'price' ? 'price' : 'mileage']: range } : {}
    }
    case 'year': {
      const range = legacyRange(v1, v2, 'exact')
      return range ? { year: range } : {}
    }
    default:
      return {}
  }
}

/** max|min + n, or n + n (min, max), or n alone (max, or the exact value for years). */
function legacyRange(v1: string, v2: string | undefined, alone: 'max' | 'exact'): Range | undefined {
  const n2 = v2 === undefined ? undefined : parseWholeNumber(v2)
  if (v1 === 'max' || v1 === 'min') return n2 === undefined ? undefined : { [v1]: n2 }
  const n1 = parseWholeNumber(v1)
  if (n1 === undefined) return undefined
  if (v2 !== undefined) return n2 === undefined ? undefined : { min: n1, max: n2 }
  return alone === 'max' ? { max: n1 } : { min: n1, max: n1 }
}

/** Plural (suvs) or singular (suv, truck, minivan) body style names. */
function toBodyStyle(value: string): BodyStyle | undefined {
  const slug = slugify(value)
  if (isBodyStyle(slug)) return slug
  const plural = `${slug}s`
  return isBodyStyle(plural) ? plural : undefined
}
