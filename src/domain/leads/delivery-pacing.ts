/**
 * When the lead delivery worker may run in the process that takes the leads (issue 4 "Reliability
 * and speed": intake p95 under 50 ms at 10 connections, intake to SMTP under 2 s;
 * docs/decisions/0101-lead-delivery-yields-to-intake.md). Sending one lead costs several times the
 * CPU of storing it, so in a burst delivery waits for intake instead of competing with it:
 * - intake quiet (nothing in flight, nothing for `quietMs`): deliver a full batch now;
 * - intake busy: one job per `trickleMs`, so a flood that never pauses still delivers;
 * - the one-second poller (the safety net for retries and other instances' jobs) stays out of a
 *   burst, unless it has been kept out for `pollerStarveMs` (CSV imports share it).
 * Pure: the caller passes the clock readings.
 */
export type PacingRules = { quietMs: number; batch: number; trickleMs: number; pollerStarveMs: number }

export const DELIVERY_PACING: PacingRules = { quietMs: 50, batch: 10, trickleMs: 1000, pollerStarveMs: 30_000 }

export type PacingState = {
  /** Lead intake requests being answered right now. */
  intakeInFlight: number
  /** Since the last intake request ended (Infinity: none yet). */
  msSinceIntake: number
  /** Since the worker last started a run (Infinity: never). */
  msSinceDelivery: number
}

export type PacingDecision = { run: true; limit: number } | { run: false; recheckInMs: number }

export function intakeIsQuiet(state: PacingState, rules: PacingRules = DELIVERY_PACING): boolean {
  return state.intakeInFlight === 0 && state.msSinceIntake >= rules.quietMs
}

export function deliveryPacing(state: PacingState, rules: PacingRules = DELIVERY_PACING): PacingDecision {
  if (intakeIsQuiet(state, rules)) return { run: true, limit: rules.batch }
  if (state.msSinceDelivery >= rules.trickleMs) return { run: true, limit: 1 }
  const untilQuiet = state.intakeInFlight === 0 ? rules.quietMs - state.msSinceIntake : rules.quietMs
  const untilTrickle = rules.trickleMs - state.msSinceDelivery
  return { run: false, recheckInMs: Math.max(1, Math.ceil(Math.min(untilQuiet, untilTrickle))) }
}

/** The poller's turn: when intake is quiet and the worker is idle, or after being kept out too long. */
export function pollerMayRun(
  state: PacingState & { workerRunning: boolean; msSincePoll: number },
  rules: PacingRules = DELIVERY_PACING,
): boolean {
  if (state.msSincePoll >= rules.pollerStarveMs) return true
  return !state.workerRunning && intakeIsQuiet(state, rules)
}
