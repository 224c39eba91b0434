/**
 * The text the header's keyword search looks in (site.md section 2 "Search by keyword"; issue 3:
 * make, model, trim, features, stock number, VIN). Stored in one column so a single GIN index on
 * its tsvector serves the search; the bulk seed and the CSV import call this too.
 */
export type SearchTextSource = {
  make?: string | null
  model?: string | null
  trim?: string | null
  stockNumber?: string | null
  vin?: string | null
  standardFeatures?: readonly string[] | null
  optionalFeatures?: readonly string[] | null
}

export function vehicleSearchText(v: SearchTextSource): string {
  const parts = [
    v.make,
    v.model,
    v.trim,
    v.stockNumber,
    v.vin,
    ...(v.standardFeatures ?? []),
    ...(v.optionalFeatures ?? []),
  ]
  return parts
    .filter((p): p is string => typeof p === 'string' && p.trim() !== '')
    .join(' ')
    .toLowerCase()
}
