/**
 * The trade-in form's VIN entry (issue 7 "Identifying the vehicle"): a decoded VIN prefills year,
 * make, model and trim. The pickers list what the market guide can price; a decoded make or model
 * the guide lacks is added to the choices (spelled as the guide spells it when it matches), so the
 * form shows what the VIN says and the offer engine then asks to see the vehicle (no guide value).
 */
export type MakeModels = Record<string, string[]>
export type VinPrefill = { year: number; make: string; model: string; trim: string | null }
export type PrefillResult = {
  values: { year: string; make: string; model: string; series?: string }
  makes: MakeModels
  years: number[]
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

export function prefillFromVin(decoded: VinPrefill, makes: MakeModels, years: readonly number[]): PrefillResult {
  const make = Object.keys(makes).find((m) => same(m, decoded.make)) ?? decoded.make
  const known = makes[make] ?? []
  const model = known.find((m) => same(m, decoded.model)) ?? decoded.model
  const nextMakes = known.includes(model) ? makes : { ...makes, [make]: [...known, model].sort() }
  const nextYears = years.includes(decoded.year) ? [...years] : [...years, decoded.year].sort((a, b) => b - a)
  return {
    values: { year: String(decoded.year), make, model, ...(decoded.trim ? { series: decoded.trim } : {}) },
    makes: nextMakes,
    years: nextYears,
  }
}

type PrefillValues = PrefillResult['values']

/**
 * Applies a prefill without trampling the shopper: a field is filled only when it is empty or
 * still holds what the previous VIN prefilled (the decode can arrive after the shopper has already
 * picked a year by hand; a second VIN replaces what the first one filled in).
 */
export function mergePrefill<T extends { year: string; make: string; model: string; series: string }>(
  current: T,
  prefill: PrefillValues,
  previous: PrefillValues | null,
): T {
  const out = { ...current }
  for (const key of ['year', 'make', 'model', 'series'] as const) {
    const value = prefill[key]
    if (value === undefined) continue
    if (current[key] === '' || current[key] === previous?.[key]) out[key] = value
  }
  // A model belongs to its make: when the make stays the shopper's own, so does the model.
  if (out.make !== prefill.make && out.model === prefill.model && current.model !== prefill.model)
    out.model = current.model
  return out
}
