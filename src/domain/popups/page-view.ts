/**
 * The page a popup condition is checked against (visitor-layer.md sections 3 and 5): a route name,
 * the path and the params. The spec names two routes (section 2: cars-search-page, cars-direct-page)
 * and matches pages "by names, paths or patterns"; the other names are OURS: 'home' for '/', else
 * the path's segments joined by '-' ('/auto-financing/apply-for-financing' ->
 * 'auto-financing-apply-for-financing'). Params are the query parameters plus, on a vehicle page,
 * vin, year and condition (so a pageItemsViewed rule { name: 'cars-direct-page', params: { vin:
 * true } } counts distinct vehicles).
 */
import { looksLikeVehicleSlug, parseVehiclePath } from '../inventory/detail-url'
import { parseSearchRoot, splitPath } from '../inventory/search-url'
import { normalizePath } from './page-rules'
import type { PageView } from './types'

export const SEARCH_ROUTE_NAME = 'cars-search-page'
export const VEHICLE_ROUTE_NAME = 'cars-direct-page'

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

export function routeNameOf(pathname: string): string {
  const segments = splitPath(normalizePath(pathname)).map(safeDecode)
  if (segments.length === 0) return 'home'
  if (parseSearchRoot(segments[0])) {
    return segments.length === 2 && looksLikeVehicleSlug(segments[1]) ? VEHICLE_ROUTE_NAME : SEARCH_ROUTE_NAME
  }
  return segments.join('-').toLowerCase()
}

export function pageViewOf(pathname: string, query: Readonly<Record<string, string>> = {}): PageView {
  const path = normalizePath(pathname)
  const name = routeNameOf(path)
  const params: Record<string, string | number> = { ...query }
  if (name === VEHICLE_ROUTE_NAME) {
    const [root, slug] = splitPath(path)
    const vehicle = parseVehiclePath(root, slug)
    if (vehicle.ok) Object.assign(params, { vin: vehicle.vin, year: vehicle.year, condition: vehicle.condition })
  }
  return { name, path, params }
}
