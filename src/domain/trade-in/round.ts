/**
 * Whole-dollar rounding for trade-in offers (site.md section 9 quotes whole dollars; ARCHITECTURE
 * convention 2: one rounding function). Half rounds away from zero. `toPrecision(12)` first strips
 * binary noise, so 1.005 * 100 style artefacts (749.9499999…) do not flip a half.
 * This module stays independent of src/domain/money on purpose (brief: no cross-module coupling yet).
 */
export function roundDollars(value: number): number {
  if (!Number.isFinite(value)) return value
  const rounded = Math.round(Number(Math.abs(value).toPrecision(12)))
  return value < 0 && rounded !== 0 ? -rounded : rounded
}

/** `percent` percent of `value`, rounded to whole dollars: percentOf(14999, 5) = 750. */
export function percentOf(value: number, percent: number): number {
  return roundDollars((value * percent) / 100)
}
