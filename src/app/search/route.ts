import { buildQueryString, formatSearchUrl, SEARCH_QUERY_PARAMS } from '@/domain/inventory'
import { readShopperQuery } from '@/data/inventory/typed-query'
import { NO_STORE } from '@/server/http/responses'
import { localizedPath } from '@/domain/i18n/locale-path'
import { requestLocale } from '@/i18n/server'

export const dynamic = 'force-dynamic'

/**
 * The header's keyword search (issue 38, "Typed queries become filters"): the words are read into
 * filters and the shopper is sent on to that search's one canonical URL, so the results page, its
 * cache, the SEO rules and the analytics see a single path for a search, however it was typed. 303:
 * the answer to this GET is another resource, fetched with GET. Parameters the search does not read
 * (utm_*, gclid) go along, as the canonical redirect keeps them (src/domain/inventory/search-url.ts).
 * Asked as /es/search (the Spanish header's form; the proxy names the language), it answers with the
 * Spanish results page (issue 39).
 */
export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams
  const reading = await readShopperQuery(params.get('q') ?? '')
  const known = new Set<string>(SEARCH_QUERY_PARAMS)
  const passing = [...params].filter(([name]) => !known.has(name))
  const target = localizedPath(formatSearchUrl(reading.filters), await requestLocale())
  const location = passing.length
    ? target + (target.includes('?') ? '&' : '?') + buildQueryString(passing).slice(1)
    : target
  return new Response(null, {
    status: 303,
    headers: { location, ...NO_STORE, 'x-robots-tag': 'noindex' },
  })
}
