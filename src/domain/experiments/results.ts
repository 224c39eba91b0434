/**
 * Reading an experiment (issue 15, "Experiments that can be measured"; decision 0176): each
 * variant against the first one (the control), by the share of its visitors who sent a lead.
 * The difference of two proportions with a 95% normal (Wald) interval. That interval misleads on
 * small samples, so below MIN_VISITORS per variant or MIN_CONVERSIONS in the pair the verdict is
 * "not enough data yet", whatever the figures say.
 */
export const MIN_VISITORS = 100
export const MIN_CONVERSIONS = 10
const Z_95 = 1.959964

export type ArmCounts = { variant: string; visitors: number; leads: number; converted: number }

export type ArmResult = ArmCounts & {
  /** converted / visitors, 0..1; null with no visitors. */
  rate: number | null
  /** Against the control; absent for the control itself. */
  comparison?: {
    difference: number | null
    interval: [number, number] | null
    verdict: 'not-enough-data' | 'better' | 'worse' | 'no-clear-difference'
    text: string
  }
}

const rateOf = (arm: ArmCounts) => (arm.visitors > 0 ? Math.min(arm.converted, arm.visitors) / arm.visitors : null)
const points = (x: number) => `${(x * 100).toFixed(1)} points`

export function compareArms(control: ArmCounts, variant: ArmCounts): NonNullable<ArmResult['comparison']> {
  const p0 = rateOf(control)
  const p1 = rateOf(variant)
  const enough =
    control.visitors >= MIN_VISITORS &&
    variant.visitors >= MIN_VISITORS &&
    control.converted + variant.converted >= MIN_CONVERSIONS
  if (p0 === null || p1 === null || !enough) {
    return {
      difference: p0 === null || p1 === null ? null : p1 - p0,
      interval: null,
      verdict: 'not-enough-data',
      text: `Not enough data yet: each variant needs at least ${MIN_VISITORS} visitors, and the two together ${MIN_CONVERSIONS} visitors who sent a lead.`,
    }
  }
  const difference = p1 - p0
  const se = Math.sqrt((p0 * (1 - p0)) / control.visitors + (p1 * (1 - p1)) / variant.visitors)
  const interval: [number, number] = [difference - Z_95 * se, difference + Z_95 * se]
  if (interval[0] > 0)
    return {
      difference,
      interval,
      verdict: 'better',
      text:
        `"${variant.variant}" converts better than "${control.variant}": ${points(difference)} ` +
        `more (95% interval ${points(interval[0])} to ${points(interval[1])}).`,
    }
  if (interval[1] < 0)
    return {
      difference,
      interval,
      verdict: 'worse',
      text:
        `"${variant.variant}" converts worse than "${control.variant}": ${points(-difference)} ` +
        `fewer (95% interval ${points(interval[0])} to ${points(interval[1])}).`,
    }
  return {
    difference,
    interval,
    verdict: 'no-clear-difference',
    text: `No clear difference yet between "${variant.variant}" and "${control.variant}" (95% interval ${points(interval[0])} to ${points(interval[1])}).`,
  }
}

/** Arms in the experiment's variant order; the first is the control. */
export function experimentResults(arms: readonly ArmCounts[]): ArmResult[] {
  const [control] = arms
  return arms.map((arm, index) => ({
    ...arm,
    rate: rateOf(arm),
    ...(index > 0 && control ? { comparison: compareArms(control, arm) } : {}),
  }))
}
