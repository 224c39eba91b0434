/**
 * Numeric range filters: price (whole dollars), year, mileage (site.md section 3 "Vehicle";
 * section 9 "Price filter: $20,000 and under", "Warranty mileage filter up to 85000").
 * In a query string a range is `min,max` with `null` for an open side: mileage=null,85000.
 */
import type { Range } from './filters'

export type RangeKind = 'price' | 'year' | 'mileage'

type Bounds = { lo: number; hi: number; zeroIsOpen: boolean }

/**
 * Values outside these bounds are dropped. A price or mileage minimum of 0 says nothing (neither
 * can be negative), so it is dropped too: price-0-to-20000 and price-under-20000 are one search.
 */
export const RANGE_BOUNDS: Record<RangeKind, Bounds> = {
  price: { lo: 0, hi: 99_999_999, zeroIsOpen: true },
  mileage: { lo: 0, hi: 9_999_999, zeroIsOpen: true },
  year: { lo: 1900, hi: 2100, zeroIsOpen: false },
}

/** Digits only, at most 9 (no signs, decimals, exponents or spaces). */
const NUMBER = /^\d{1,9}$/

export function parseWholeNumber(text: string): number | undefined {
  return NUMBER.test(text) ? Number(text) : undefined
}

function inBounds(value: number | undefined, kind: RangeKind): number | undefined {
  if (value === undefined || !Number.isFinite(value)) return undefined
  const n = Math.floor(value)
  const { lo, hi } = RANGE_BOUNDS[kind]
  return n >= lo && n <= hi ? n : undefined
}

/**
 * The one normal form of a range: whole numbers in bounds, min <= max (swapped if needed), a zero
 * price/mileage minimum dropped, undefined when both sides are open.
 */
export function normalizeRange(range: Range | undefined, kind: RangeKind): Range | undefined {
  if (!range) return undefined
  let min = inBounds(range.min, kind)
  let max = inBounds(range.max, kind)
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min]
  if (min === 0 && RANGE_BOUNDS[kind].zeroIsOpen) min = undefined
  if (min === undefined && max === undefined) return undefined
  const out: Range = {}
  if (min !== undefined) out.min = min
  if (max !== undefined) out.max = max
  return out
}

/** `2018,2022`, `null,85000`, `15000,null` (an empty side also counts as open). Else undefined. */
export function parseRangeParam(value: string | undefined, kind: RangeKind): Range | undefined {
  if (value === undefined) return undefined
  const parts = value.split(',')
  if (parts.length !== 2) return undefined
  const sides = parts.map((p) => p.trim().toLowerCase())
  const read = (side: string): number | undefined | 'bad' =>
    side === '' || side === 'null' ? undefined : (parseWholeNumber(side) ?? 'bad')
  const min = read(sides[0])
  const max = read(sides[1])
  if (min === 'bad' || max === 'bad') return undefined
  return normalizeRange({ min, max }, kind)
}

export function formatRangeParam(range: Range): string {
  return `${range.min ?? 'null'},${range.max ?? 'null'}`
}
