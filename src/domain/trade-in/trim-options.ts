/**
 * Series and style pickers of the trade-in form (issue 7 "Identifying the vehicle": year, make,
 * model, series and style pickers). The choices are what the market guide prices for the picked
 * year, make and model; with none listed the form asks for the trim as free text instead.
 */
export type TrimRow = { year: number; make: string; model: string; series?: string | null; style?: string | null }
export type TrimChoices = { series: string[]; styles: string[] }
/** Keyed by trimKey(year, make, model); only vehicles the guide lists a series or style for. */
export type TrimIndex = Record<string, TrimChoices>

const norm = (s: string) => s.trim().toLowerCase()

export function trimKey(year: string | number, make: string, model: string): string {
  return `${String(year).trim()}|${norm(make)}|${norm(model)}`
}

function addSorted(list: string[], value: string | null | undefined): void {
  const v = value?.trim()
  if (v && !list.some((x) => norm(x) === norm(v))) {
    list.push(v)
    list.sort((a, b) => a.localeCompare(b))
  }
}

export function buildTrimIndex(rows: readonly TrimRow[]): TrimIndex {
  const index: TrimIndex = {}
  for (const row of rows) {
    if (!row.series?.trim() && !row.style?.trim()) continue
    const entry = (index[trimKey(row.year, row.make, row.model)] ??= { series: [], styles: [] })
    addSorted(entry.series, row.series)
    addSorted(entry.styles, row.style)
  }
  return index
}

/**
 * The choices for the picked vehicle. A value already in the form (a trim a decoded VIN filled in,
 * or one picked before the model changed) stays selectable, so a picker never hides what it holds.
 */
export function trimChoices(
  index: TrimIndex,
  vehicle: { year: string; make: string; model: string; series: string; style: string },
): TrimChoices {
  const found =
    vehicle.year && vehicle.make && vehicle.model
      ? index[trimKey(vehicle.year, vehicle.make, vehicle.model)]
      : undefined
  if (!found) return { series: [], styles: [] }
  const series = [...found.series]
  const styles = [...found.styles]
  if (series.length) addSorted(series, vehicle.series)
  if (styles.length) addSorted(styles, vehicle.style)
  return { series, styles }
}
