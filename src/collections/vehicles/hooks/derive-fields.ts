import type { CollectionBeforeChangeHook } from 'payload'

/** Keeps the derived fields (title, price drop, model year) in step with what the editor typed. */
export const deriveVehicleFields: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const merged = { ...originalDoc, ...data }
  const title = [merged.year, merged.make, merged.model, merged.trim].filter(Boolean).join(' ')
  const priceDrop =
    typeof merged.oldPrice === 'number' && typeof merged.price === 'number' && merged.oldPrice > merged.price
      ? merged.oldPrice - merged.price
      : 0
  return {
    ...data,
    title,
    priceDrop,
    modelYear: merged.modelYear ?? merged.year,
    vin: typeof data.vin === 'string' ? data.vin.toUpperCase() : data.vin,
  }
}
