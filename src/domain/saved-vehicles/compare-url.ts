/**
 * The compare page's address (issue 21; decision 0265): /compare?vins=A,B,C, shareable, read on the
 * server. Any input gets a clear answer, never an error page: VINs are trimmed and upper-cased,
 * repeats dropped; malformed ones and a fourth are refused with a message the page shows.
 */
import { VIN_PATTERN } from '@/domain/vehicles/vin'
import { parseEntry, type VehicleListEntry } from './vehicle-lists'

export const COMPARE_PATH = '/compare'
export const COMPARE_LIMIT = 3
export const COMPARE_LIMIT_MESSAGE = `You can compare up to ${COMPARE_LIMIT} vehicles at a time. Remove one to add another.`

export type CompareRequest =
  | { ok: true; vins: string[] }
  | { ok: false; reason: 'empty' | 'malformed' | 'too-many'; message: string; vins: string[] }

/** Reads the `vins` parameter (the first, if repeated). The valid VINs travel with a refusal, for "compare these instead". */
export function parseCompareVins(raw: string | string[] | undefined | null): CompareRequest {
  const value = Array.isArray(raw) ? (raw[0] ?? '') : (raw ?? '')
  const parts = value
    .slice(0, 400)
    .split(',')
    .map((p) => p.trim().toUpperCase())
    .filter((p) => p !== '')
  const vins = [...new Set(parts.filter((p) => VIN_PATTERN.test(p)))]
  if (parts.length === 0)
    return {
      ok: false,
      reason: 'empty',
      message: 'Pick two or three vehicles to compare from your saved vehicles.',
      vins: [],
    }
  if (vins.length < [...new Set(parts)].length) {
    return {
      ok: false,
      reason: 'malformed',
      message: 'Some vehicles in this link could not be read. The others are shown below.',
      vins: vins.slice(0, COMPARE_LIMIT),
    }
  }
  if (vins.length > COMPARE_LIMIT)
    return { ok: false, reason: 'too-many', message: COMPARE_LIMIT_MESSAGE, vins: vins.slice(0, COMPARE_LIMIT) }
  return { ok: true, vins }
}

export function compareUrl(vins: readonly string[]): string {
  return `${COMPARE_PATH}?vins=${vins
    .slice(0, COMPARE_LIMIT)
    .map((v) => v.toUpperCase())
    .join(',')}`
}

export type ComparePick =
  { ok: true; picked: VehicleListEntry[] } | { ok: false; picked: VehicleListEntry[]; message: string }

/**
 * Ticks or unticks a vehicle for comparison, from a result card or the saved page (one list for
 * both, kept like the saved vehicles): picks keep their order; a fourth is refused with the limit's
 * message; a malformed entry changes nothing.
 */
export function toggleComparePick(picked: readonly VehicleListEntry[], entry: VehicleListEntry): ComparePick {
  const vin = entry.vin.toUpperCase()
  if (picked.some((p) => p.vin === vin)) return { ok: true, picked: picked.filter((p) => p.vin !== vin) }
  if (picked.length >= COMPARE_LIMIT) return { ok: false, picked: [...picked], message: COMPARE_LIMIT_MESSAGE }
  const valid = parseEntry(entry)
  return { ok: true, picked: valid ? [...picked, valid] : [...picked] }
}
