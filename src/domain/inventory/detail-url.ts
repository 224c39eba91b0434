/**
 * Vehicle detail URLs: /{condition}-cars-for-sale/{year}-{value}-{vin} (site.md section 2), where
 * value is the slug of make, model and trim. site.md section 5: year is digits and the VIN exactly
 * 17 characters, else page not found.
 *
 * The whole path is lowercase, VIN included (/used-cars-for-sale/2019-honda-accord-sport-
 * 1hgcv1f34ka000000); parsing matches the VIN case-insensitively and returns it uppercase, the way
 * it is stored. The route checks length and characters only; the check digit is the importer's job
 * (src/domain/vehicles/vin.ts), so a legacy VIN with a bad check digit still has a page.
 */
import type { Condition } from './filters'
import { searchRootSegment, parseSearchRoot } from './search-url'
import { SLUG_PATTERN, slugify } from './slug'

export type VehicleUrlInput = {
  condition: Condition
  year: number
  make: string
  model: string
  trim?: string | null
  vin: string
}

/** Model years are four digits; '19' or '02019' is not a year. */
const YEAR = /^\d{4}$/
const VIN_17 = /^[a-z0-9]{17}$/

export function vehicleSlug(vehicle: Omit<VehicleUrlInput, 'condition'>): string {
  const value = slugify([vehicle.make, vehicle.model, vehicle.trim ?? ''].join(' ')) || 'vehicle'
  return `${vehicle.year}-${value}-${vehicle.vin.trim().toLowerCase()}`
}

export function formatVehicleUrl(vehicle: VehicleUrlInput): string {
  return `/${searchRootSegment(vehicle.condition)}/${vehicleSlug(vehicle)}`
}

export type VehiclePath =
  | { ok: true; condition: Condition; year: number; value: string; vin: string }
  | { ok: false; reason: 'condition' | 'slug' | 'year' | 'vin' }

/**
 * `conditionSegment` is 'used-cars-for-sale'; the bare 'cars-for-sale' has no detail pages.
 * `value` comes back so the caller can 308 to `formatVehicleUrl` when make/model/trim changed.
 */
export function parseVehiclePath(conditionSegment: string, slug: string): VehiclePath {
  const root = parseSearchRoot(conditionSegment)
  if (!root?.condition) return { ok: false, reason: 'condition' }
  const parts = slug.toLowerCase().split('-')
  if (parts.length < 3) return { ok: false, reason: 'slug' }
  const year = parts[0]
  const vin = parts[parts.length - 1]
  const value = parts.slice(1, -1).join('-')
  if (!YEAR.test(year)) return { ok: false, reason: 'year' }
  if (!VIN_17.test(vin)) return { ok: false, reason: 'vin' }
  if (!SLUG_PATTERN.test(value)) return { ok: false, reason: 'slug' }
  return { ok: true, condition: root.condition, year: Number(year), value, vin: vin.toUpperCase() }
}

/** Whether a single segment under /{condition}-cars-for-sale is a detail slug, not a search filter. */
export function looksLikeVehicleSlug(segment: string): boolean {
  return /^\d+-.+-[a-z0-9]{17}$/i.test(segment)
}
