/**
 * What the browser may record as an exposure (issue 15): only a variant that exists in a
 * switched-on experiment, at most one per experiment, and no more than there are experiments.
 * Anything else in the request is ignored, so a forged body cannot fill the results with
 * variants that were never shown.
 */
import type { Assignment, Experiment } from './types'

export function validExposures(claimed: unknown, active: readonly Experiment[]): Assignment[] {
  if (!Array.isArray(claimed)) return []
  const out = new Map<string, string>()
  for (const item of claimed.slice(0, 50)) {
    if (typeof item !== 'object' || item === null) continue
    const { experiment, variant } = item as Record<string, unknown>
    if (typeof experiment !== 'string' || typeof variant !== 'string' || out.has(experiment)) continue
    const definition = active.find((e) => e.name === experiment)
    if (definition?.variants.some((v) => v.name === variant)) out.set(experiment, variant)
  }
  return [...out].map(([experiment, variant]) => ({ experiment, variant }))
}
