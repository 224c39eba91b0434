/**
 * The shopper's own vehicle lists kept in the browser (issue 21; decision 0265): saved vehicles,
 * recently viewed vehicles and the ones ticked to compare. Both hold what a link to the vehicle needs (VIN, name, address, photo)
 * and never a price: prices change, and a locked price must not reach the browser (decision 0185);
 * /saved and /compare read prices and status from the server by VIN.
 *
 * Parsing is defensive because anything may sit in local storage: bad entries are dropped, never thrown.
 */
import { VIN_PATTERN } from '@/domain/vehicles/vin'

export const SAVED_VEHICLES_STORAGE_KEY = 'savedVehicles'
export const RECENTLY_VIEWED_STORAGE_KEY = 'recentlyViewedVehicles'
/** The vehicles ticked to compare (at most COMPARE_LIMIT, compare-url.ts), from cards or /saved. */
export const COMPARED_VEHICLES_STORAGE_KEY = 'comparedVehicles'
/** Saved vehicles kept at most: the /saved page reads them in one request. */
export const SAVED_VEHICLES_LIMIT = 24
/** Recently viewed vehicles kept (the newest first); the strip shows them all. */
export const RECENTLY_VIEWED_LIMIT = 6

export type VehicleListEntry = {
  vin: string
  /** "2021 Honda Civic": the heart's accessible name and the link text. */
  name: string
  /** The vehicle page's path (site-relative). */
  url: string
  image: string | null
}

const MAX_TEXT = 300

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' && value.length <= MAX_TEXT ? value.trim() : null
}

/** One entry, or null when any part is missing or malformed (a VIN of 17 allowed characters; a site path). */
export function parseEntry(raw: unknown): VehicleListEntry | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null
  const r = raw as Record<string, unknown>
  const vin = typeof r.vin === 'string' ? r.vin.trim().toUpperCase() : ''
  const name = text(r.name)
  const url = text(r.url)
  if (!VIN_PATTERN.test(vin) || !name || !url || !url.startsWith('/') || url.startsWith('//')) return null
  const image = text(r.image)
  return { vin, name, url, image: image && (image.startsWith('/') || image.startsWith('https://')) ? image : null }
}

/** A stored list: valid entries only, each VIN once (the first wins), at most `limit`. */
export function parseVehicleList(raw: unknown, limit: number): VehicleListEntry[] {
  if (!Array.isArray(raw)) return []
  const out: VehicleListEntry[] = []
  for (const item of raw) {
    const entry = parseEntry(item)
    if (entry && !out.some((e) => e.vin === entry.vin)) out.push(entry)
    if (out.length >= limit) break
  }
  return out
}

export const isSaved = (list: readonly VehicleListEntry[], vin: string): boolean =>
  list.some((e) => e.vin === vin.toUpperCase())

export type SaveResult = { ok: true; list: VehicleListEntry[] } | { ok: false; reason: 'limit' | 'invalid' }

/** Saves a vehicle (newest first); saving one already saved changes nothing; a full list refuses. */
export function addSaved(
  list: readonly VehicleListEntry[],
  entry: VehicleListEntry,
  limit = SAVED_VEHICLES_LIMIT,
): SaveResult {
  const valid = parseEntry(entry)
  if (!valid) return { ok: false, reason: 'invalid' }
  if (isSaved(list, valid.vin)) return { ok: true, list: [...list] }
  if (list.length >= limit) return { ok: false, reason: 'limit' }
  return { ok: true, list: [valid, ...list] }
}

export function removeSaved(list: readonly VehicleListEntry[], vin: string): VehicleListEntry[] {
  return list.filter((e) => e.vin !== vin.toUpperCase())
}

/** Records a view: the vehicle moves to the front, the oldest falls off past the limit. */
export function addRecentlyViewed(
  list: readonly VehicleListEntry[],
  entry: VehicleListEntry,
  limit = RECENTLY_VIEWED_LIMIT,
): VehicleListEntry[] {
  const valid = parseEntry(entry)
  if (!valid) return [...list]
  return [valid, ...list.filter((e) => e.vin !== valid.vin)].slice(0, limit)
}

/** VINs from a comma-separated parameter (the /saved page's read): valid ones only, upper case, each once, at most `limit`. */
export function parseVinList(raw: string | null | undefined, limit = SAVED_VEHICLES_LIMIT): string[] {
  const parts = (raw ?? '')
    .slice(0, 20 * (limit + 1))
    .split(',')
    .map((p) => p.trim().toUpperCase())
  return [...new Set(parts.filter((p) => VIN_PATTERN.test(p)))].slice(0, limit)
}
