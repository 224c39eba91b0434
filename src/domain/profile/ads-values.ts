/**
 * Advertising parameters (visitor-layer.md section 3): from the query string, limited to a
 * configured list, and from configured cookies. A query value wins over a cookie of the same name
 * (it is the fresher click). Blank values are ignored; a repeated query key uses its first value.
 */
import { AD_TRACKING_PARAMS } from '../tracking/ad-params'
import { normalizeStringMap } from './normalize'

export const DEFAULT_ADS_PARAMS = AD_TRACKING_PARAMS

export type QueryInput = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>
export type CookieInput = Readonly<Record<string, string | undefined>>

function queryValue(query: QueryInput, key: string): string | undefined {
  const raw = query instanceof URLSearchParams ? query.get(key) : query[key]
  const first = Array.isArray(raw) ? raw[0] : raw
  if (typeof first !== 'string') return undefined
  const trimmed = first.trim()
  return trimmed === '' ? undefined : trimmed
}

export function extractAdsValues(
  query: QueryInput,
  cookies: CookieInput,
  configuredParams: readonly string[] = DEFAULT_ADS_PARAMS,
  configuredCookies: readonly string[] = [],
): Record<string, string> {
  const out: Record<string, string> = {}
  for (const name of configuredCookies) {
    const value = cookies[name]?.trim()
    if (value) out[name] = value
  }
  for (const name of configuredParams) {
    const value = queryValue(query, name)
    if (value !== undefined) out[name] = value
  }
  return out
}

/**
 * The adsValues cookie's value (JSON of name to value, as the cookie parser decodes it), read the
 * same way in the browser and on the server; anything malformed reads as no values.
 */
export function parseAdsValuesCookie(value: string | undefined | null): Record<string, string> {
  if (!value) return {}
  try {
    return normalizeStringMap(JSON.parse(value)) ?? {}
  } catch {
    return {}
  }
}
