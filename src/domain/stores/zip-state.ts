/**
 * ZIP code to state for the out-the-door figure (issue 37: "the shopper may enter a ZIP code").
 * The first three digits of a ZIP code (its sectional centre) lie in one state, and USPS hands out
 * the prefixes in ranges per state, so a small table of ranges answers without any network call.
 * Only the dealership's states and their neighbours are listed; any other ZIP gives null and the
 * figure stays on the store's state, saying so.
 */
type PrefixRange = readonly [first: number, last: number, state: string]

const RANGES: readonly PrefixRange[] = [
  [400, 427, 'KY'],
  [430, 459, 'OH'],
  [460, 479, 'IN'],
  [480, 499, 'MI'],
  [500, 528, 'IA'],
  [530, 549, 'WI'],
  [550, 567, 'MN'],
  [600, 629, 'IL'],
  [630, 658, 'MO'],
]

/** Two-letter state of a five-digit ZIP code (ZIP+4 accepted), or null when it is not one or not in the table. */
export function stateForZip(input: string): string | null {
  const match = /^\s*(\d{5})(?:-\d{4})?\s*$/.exec(input)
  if (!match) return null
  const prefix = Number(match[1].slice(0, 3))
  return RANGES.find(([first, last]) => prefix >= first && prefix <= last)?.[2] ?? null
}

/** A five-digit ZIP code as typed, or null: so the page can tell "not a ZIP code" from "a ZIP we do not map". */
export function isZipCode(input: string): boolean {
  return /^\s*\d{5}(?:-\d{4})?\s*$/.test(input)
}
