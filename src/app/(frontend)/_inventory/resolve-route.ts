import 'server-only'
import { cache } from 'react'
import {
  canonicalizeSearch,
  formatVehicleUrl,
  legacyRedirect,
  looksLikeVehicleSlug,
  matchSpecialPage,
  parseSearchRoot,
  parseVehiclePath,
  safeDecode,
  specialPages,
  type QueryInput,
  type SearchFilters,
  type SortOption,
  type SpecialPage,
} from '@/domain/inventory'
import { routes } from '@/config/routes'
import { getInventoryVocabulary, getVehiclePage } from '@/data/vehicles'
import { getShopperAudience } from './audience'
import { getAuthoredSearchPage, type AuthoredSearchPage } from '@/data/search-pages'
import { findEditorRedirect } from '@/data/redirects'

/** The under-$20K page's {token} (site.md section 2) is the header's "Under $20K" link. */
export const UNDER_20K_TOKEN = routes.under20k.slice(1)

export type InventoryRoute =
  | { kind: 'search'; filters: SearchFilters; sort: SortOption; page: number; path: string; canonicalUrl: string }
  | { kind: 'special'; special: SpecialPage; filters: SearchFilters; sort: SortOption; page: number; path: string }
  | { kind: 'authored'; page: AuthoredSearchPage; sort: SortOption; pageNumber: number; path: string }
  | { kind: 'vehicle'; vin: string; path: string; requestedSlug: string }
  | { kind: 'redirect'; location: string; permanent: boolean }
  | { kind: 'not-found'; path: string }

function toSearch(query: QueryInput): string {
  const p = new URLSearchParams()
  for (const [k, v] of Object.entries(query)) for (const x of typeof v === 'string' ? [v] : (v ?? [])) p.append(k, x)
  const s = p.toString()
  return s ? `?${s}` : ''
}

/**
 * Every path no other route claims (site.md section 2 route table and section 5 route rules), in
 * order: search pages, vehicle detail, special pages, authored search pages, legacy redirects,
 * editor redirects, then 404. Memoised per request so the page and its metadata agree.
 */
export const resolveInventoryRoute = cache(
  async (rawSegments: readonly string[], query: QueryInput): Promise<InventoryRoute> => {
    const decoded = rawSegments.map((s) => safeDecode(s))
    const rawPath = '/' + rawSegments.join('/')
    if (decoded.some((s) => s === undefined)) return { kind: 'not-found', path: rawPath }
    const segments = decoded as string[]
    const path = '/' + segments.join('/')
    const { vocabulary } = await getInventoryVocabulary()

    const root = segments[0] ? parseSearchRoot(segments[0]) : undefined
    if (root) {
      if (segments.length === 2 && looksLikeVehicleSlug(segments[1])) {
        const parsed = parseVehiclePath(segments[0], segments[1])
        if (!parsed.ok || !(vocabulary.conditions ?? []).includes(parsed.condition)) return { kind: 'not-found', path }
        return { kind: 'vehicle', vin: parsed.vin, path, requestedSlug: segments[1] }
      }
      const search = canonicalizeSearch(path, query, vocabulary)
      if (!search.ok) return { kind: 'not-found', path }
      if (!search.isCanonical) return { kind: 'redirect', location: search.redirectUrl, permanent: true }
      return {
        kind: 'search',
        filters: search.filters,
        sort: search.sort,
        page: search.page,
        path,
        canonicalUrl: search.canonicalUrl,
      }
    }

    const special = matchSpecialPage(path, query, specialPages(UNDER_20K_TOKEN))
    if (special) return { kind: 'special', ...special, path }

    if (segments.length === 1 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(segments[0])) {
      const authored = await getAuthoredSearchPage(segments[0])
      if (authored) {
        const m = matchSpecialPage(path, query, [{ path, filters: authored.filters, subPaths: {}, query: [] }])
        if (m) return { kind: 'authored', page: authored, sort: m.sort, pageNumber: m.page, path }
      }
    }

    const legacy = legacyRedirect(path, query, { liveConditions: vocabulary.conditions ?? [], vocabulary })
    if (legacy?.kind === 'location') return { kind: 'redirect', location: legacy.location, permanent: true }
    if (legacy?.kind === 'vehicle') {
      // A visitor with the private-inventory pass follows old links to private vehicles too (issue 6).
      const { lookup } = await getVehiclePage(legacy.vin, await getShopperAudience())
      if (lookup.kind === 'missing') return { kind: 'not-found', path }
      return { kind: 'redirect', location: formatVehicleUrl(lookup.vehicle) + legacy.query, permanent: true }
    }

    const editor = await findEditorRedirect(path)
    if (editor)
      return {
        kind: 'redirect',
        location: editor.to + (editor.to.includes('?') ? '' : toSearch(query)),
        permanent: editor.permanent,
      }
    return { kind: 'not-found', path }
  },
)
