import { describe, expect, it } from 'vitest'
import { DELIVERY_PACING, deliveryPacing, pollerMayRun, type PacingState } from './delivery-pacing'

const rules = { quietMs: 50, batch: 10, trickleMs: 1000, pollerStarveMs: 30_000 }
const state = (intakeInFlight: number, msSinceIntake: number, msSinceDelivery: number): PacingState => ({
  intakeInFlight,
  msSinceIntake,
  msSinceDelivery,
})

describe('deliveryPacing (decision 0101: delivery yields to intake)', () => {
  it.each<[string, PacingState, ReturnType<typeof deliveryPacing>]>([
    ['a first lead on an idle server goes at once', state(0, Infinity, Infinity), { run: true, limit: 10 }],
    ['intake quiet for 50 ms: a full batch', state(0, 50, 5), { run: true, limit: 10 }],
    ['a request just ended: wait for the rest of the quiet time', state(0, 10, 5), { run: false, recheckInMs: 40 }],
    ['requests in flight: wait a quiet time, then look again', state(3, 0, 200), { run: false, recheckInMs: 50 }],
    ['busy, a run 980 ms ago: the trickle is 20 ms away', state(3, 0, 980), { run: false, recheckInMs: 20 }],
    ['busy for a second: one job only', state(3, 0, 1000), { run: true, limit: 1 }],
    ['busy, never delivered: one job', state(1, 0, Infinity), { run: true, limit: 1 }],
  ])('%s', (_name, input, expected) => {
    expect(deliveryPacing(input, rules)).toEqual(expected)
  })

  it('never asks to look again in less than 1 ms', () => {
    expect(deliveryPacing(state(0, 49.9, 0), rules)).toEqual({ run: false, recheckInMs: 1 })
  })

  it('ships with a quiet time that keeps one lead well under 2 s to SMTP', () => {
    expect(DELIVERY_PACING.quietMs).toBeLessThanOrEqual(100)
  })
})

describe('pollerMayRun', () => {
  it.each<[string, boolean, PacingState, number, boolean]>([
    ['quiet, worker idle', false, state(0, 500, 500), 1000, true],
    ['quiet, but the worker is draining', true, state(0, 500, 0), 1000, false],
    ['in a burst', false, state(4, 0, 10), 1000, false],
    ['in a burst, kept out for 30 s', false, state(4, 0, 10), 30_000, true],
    ['worker draining for 30 s', true, state(0, 500, 0), 30_000, true],
  ])('%s', (_name, workerRunning, input, msSincePoll, expected) => {
    expect(pollerMayRun({ ...input, workerRunning, msSincePoll }, rules)).toBe(expected)
  })
})
