/**
 * Settings come in layers (site.md section 1): the example/sample site, staging and production,
 * with production values winning. Layers are merged in that order up to the active one; objects
 * merge key by key, everything else (numbers, strings, arrays) is replaced whole.
 */
export const LAYER_ORDER = ['sample', 'staging', 'production'] as const
export type LayerName = (typeof LAYER_ORDER)[number]

type Plain = Record<string, unknown>

function isPlainObject(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function deepMerge<T extends Plain>(base: T, override: Plain): T {
  const out: Plain = { ...base }
  for (const [key, value] of Object.entries(override)) {
    if (value === undefined) continue
    out[key] = isPlainObject(value) && isPlainObject(out[key]) ? deepMerge(out[key] as Plain, value) : value
  }
  return out as T
}

export function resolveLayers<T extends Plain>(
  layers: { sample: T } & Partial<Record<LayerName, Plain>>,
  active: LayerName,
): T {
  let result = layers.sample
  for (const name of LAYER_ORDER.slice(1, LAYER_ORDER.indexOf(active) + 1)) {
    const layer = layers[name]
    if (layer) result = deepMerge(result, layer)
  }
  return result
}
