import type {
  Assignment,
  Experiment,
  ExperimentResult,
  ExperimentTargeting,
  ExperimentUser,
  ExperimentVariant,
} from './types'

/**
 * Deterministic bucketing (issue 8: "deterministic bucketing by uniqueUserId"): the same visitor
 * lands in the same variant on every visit and every instance, with no stored assignment. The
 * point in [0, 1) is FNV-1a (32 bit) of "experiment:userID", so experiments are independent of
 * each other; variants take consecutive slices proportional to their weights.
 */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash >>> 0
}

export function bucketPoint(experiment: string, userID: string): number {
  return fnv1a32(`${experiment}:${userID}`) / 0x1_0000_0000
}

/** The variant at `point` in [0, 1), or null when no variant has weight. */
export function pickVariant(variants: readonly ExperimentVariant[], point: number): ExperimentVariant | null {
  const usable = variants.filter((v) => Number.isFinite(v.weight) && v.weight > 0)
  const total = usable.reduce((sum, v) => sum + v.weight, 0)
  if (total <= 0) return null
  let edge = 0
  for (const variant of usable) {
    edge += variant.weight / total
    if (point < edge) return variant
  }
  return usable[usable.length - 1]
}

export function matchesTargeting(targeting: ExperimentTargeting, user: ExperimentUser): boolean {
  for (const { param, value } of targeting.urlParams) {
    const actual = user.custom[param]
    if (actual === undefined) return false
    if (value !== null && value !== '' && actual !== value) return false
  }
  if (targeting.companies.length > 0 && (!user.companyID || !targeting.companies.includes(user.companyID))) return false
  return true
}

export function assignVariant(experiment: Experiment, user: ExperimentUser): Assignment | null {
  if (!user.userID || !matchesTargeting(experiment.targeting, user)) return null
  const variant = pickVariant(experiment.variants, bucketPoint(experiment.name, user.userID))
  return variant ? { experiment: experiment.name, variant: variant.name } : null
}

/**
 * Every experiment the user is in, with the variants' settings, popups and text overrides merged
 * in list order (a later experiment wins on the same key). Without a userID nobody is bucketed: the
 * site shows its defaults until the profile has an id.
 */
export function evaluateExperiments(experiments: readonly Experiment[], user: ExperimentUser): ExperimentResult {
  const result: ExperimentResult = { assignments: [], settings: {}, popups: [], hiddenPopups: [], langs: {} }
  for (const experiment of experiments) {
    const assignment = assignVariant(experiment, user)
    if (!assignment) continue
    const variant = experiment.variants.find((v) => v.name === assignment.variant)
    if (!variant) continue
    result.assignments.push(assignment)
    Object.assign(result.settings, variant.settings)
    Object.assign(result.langs, variant.langs)
    for (const id of variant.popups) if (!result.popups.includes(id)) result.popups.push(id)
    for (const id of variant.hiddenPopups) if (!result.hiddenPopups.includes(id)) result.hiddenPopups.push(id)
  }
  return result
}

/** Admin check of the variants list: names unique, some weight above zero. */
export function validateVariantWeights(
  rows: readonly { name?: string | null; weight?: number | null }[],
): true | string {
  if (rows.length === 0) return 'Add at least one variant.'
  const names = rows.map((r) => (r.name ?? '').trim())
  if (new Set(names).size !== names.length) return 'Each variant needs its own name.'
  if (!rows.some((r) => typeof r.weight === 'number' && r.weight > 0))
    return 'At least one variant needs a weight above 0.'
  return true
}
