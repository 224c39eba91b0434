/**
 * The site's one reader of amounts people type or import: "$12,500", "45 000", "$9,000.50". Three
 * strictnesses, one place:
 * - parseAmount: form fields checked by a schema afterwards (lead forms, the pricing wizard's
 *   sliders): the decoration goes, and the rest is read as JavaScript reads a number;
 * - parseImportedAmount: a column of an imported file (inventory, market guide), where anything but
 *   plain digits is a problem to report on that row;
 * - parsePriceAnswer: a trade-in price answer, validated here (site.md section 4).
 */

/** What people type around an amount: the dollar sign, thousands commas and spaces. */
const DECORATION = /[$,\s]/g

/** "$12,500.50" -> 12500.5, " 45 000 " -> 45000; blank -> undefined; not a number -> NaN. */
export function parseAmount(text: string): number | undefined {
  const bare = text.replace(DECORATION, '')
  return bare === '' ? undefined : Number(bare)
}

/** '$19,995' -> 19995; '' -> null; anything but digits with an optional decimal part -> NaN (a problem). */
export function parseImportedAmount(text: string): number | null {
  const bare = text.replace(DECORATION, '')
  if (bare === '') return null
  return /^\d+(\.\d+)?$/.test(bare) ? Number(bare) : NaN
}

/**
 * Dollars from a trade-in price answer: 12500, "12500", "$12,500.50". Commas only between groups of
 * three digits, at most two decimals. Null when not a non-negative amount.
 */
export function parsePriceAnswer(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null
  if (typeof value !== 'string') return null
  const text = value
    .trim()
    .replace(/^\$/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '')
  return /^\d+(\.\d{1,2})?$/.test(text) ? Number(text) : null
}
