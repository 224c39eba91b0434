import type { CollectionBeforeChangeHook } from 'payload'
import { normalizeColor } from '@/domain/vehicles/color'
import { vehicleSearchText, type SearchTextSource } from './search-text'

type DeriveSource = SearchTextSource & {
  year?: number | null
  price?: number | null
  oldPrice?: number | null
  modelYear?: number | null
  exteriorColor?: string | null
}

/** Title, price drop, model year, color (decision 0322) and search text from the editable fields; shared with the bulk seed and the CSV import. */
export function derivedVehicleFields(merged: DeriveSource) {
  const vin = typeof merged.vin === 'string' ? merged.vin.toUpperCase() : merged.vin
  return {
    title: [merged.year, merged.make, merged.model, merged.trim].filter(Boolean).join(' '),
    priceDrop:
      typeof merged.oldPrice === 'number' && typeof merged.price === 'number' && merged.oldPrice > merged.price
        ? merged.oldPrice - merged.price
        : 0,
    modelYear: merged.modelYear ?? merged.year ?? null,
    color: normalizeColor(merged.exteriorColor),
    searchText: vehicleSearchText({ ...merged, vin }),
  }
}

/** Keeps the derived fields (title, price drop, model year, color, search text) in step with what the editor typed. */
export const deriveVehicleFields: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const merged = { ...originalDoc, ...data }
  return {
    ...data,
    ...derivedVehicleFields(merged),
    vin: typeof data.vin === 'string' ? data.vin.toUpperCase() : data.vin,
  }
}
