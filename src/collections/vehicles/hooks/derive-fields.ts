import type { CollectionBeforeChangeHook } from 'payload'
import { priceFieldsOnSave } from '@/domain/price-history/rules'
import { readWindowDays } from '@/services/price-history/window'
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

const dateOrNull = (value: unknown): Date | null =>
  typeof value === 'string' || value instanceof Date ? new Date(value) : null

/**
 * Keeps the derived fields (title, price drop, model year, color, search text) in step with what the editor
 * typed. The price drop comes from the price history (issue 37; decision 0316): a lowered price
 * keeps the one before as the old price, and the drop counts while it is inside the dealership's
 * window; record-price-change.ts records the change itself after the save.
 */
export const deriveVehicleFields: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  const merged = { ...originalDoc, ...data }
  const prices = priceFieldsOnSave({
    before:
      operation === 'update' && originalDoc
        ? {
            price: originalDoc.price ?? null,
            oldPrice: originalDoc.oldPrice ?? null,
            priceDroppedAt: dateOrNull(originalDoc.priceDroppedAt),
          }
        : null,
    after: { price: merged.price ?? null, oldPrice: merged.oldPrice ?? null },
    now: new Date(),
    days: await readWindowDays(req),
  })
  return {
    ...data,
    ...derivedVehicleFields(merged),
    oldPrice: prices.oldPrice,
    priceDroppedAt: prices.priceDroppedAt?.toISOString() ?? null,
    priceDrop: prices.priceDrop,
    vin: typeof data.vin === 'string' ? data.vin.toUpperCase() : data.vin,
  }
}
