import type { Payload } from 'payload'
import { deliveryPacing, pollerMayRun, type PacingState } from '@/domain/leads/delivery-pacing'
import { LEADS_QUEUE } from './queue'

/**
 * The in-process lead delivery worker (issue 4; docs/decisions/0101-lead-delivery-yields-to-intake.md).
 * Intake nudges it after commit instead of running a whole job per request: one worker per process
 * drains the queue in batches when intake is quiet and trickles one job a second during a burst,
 * so delivery never starves intake. The one-second poller (jobs.ts) stays the safety net and
 * asks `pollerMayRun` first.
 *
 * The state lives on globalThis: Next may load this module once per route bundle, while the
 * poller's check comes from the Payload config of whichever bundle started Payload.
 */
type Worker = {
  intakeInFlight: number
  lastIntakeAt: number
  lastRunAt: number
  lastPollAt: number
  pending: boolean
  running: boolean
  timer: ReturnType<typeof setTimeout> | undefined
}

const KEY = Symbol.for('dealership.leadDeliveryWorker')
const globals = globalThis as unknown as Record<symbol, Worker | undefined>

function worker(): Worker {
  globals[KEY] ??= {
    intakeInFlight: 0,
    lastIntakeAt: -Infinity,
    lastRunAt: -Infinity,
    lastPollAt: -Infinity,
    pending: false,
    running: false,
    timer: undefined,
  }
  return globals[KEY]
}

function pacingState(w: Worker, now: number): PacingState {
  return { intakeInFlight: w.intakeInFlight, msSinceIntake: now - w.lastIntakeAt, msSinceDelivery: now - w.lastRunAt }
}

/** Marks one intake request; call the returned function when it has been answered. */
export function intakeBegins(): () => void {
  const w = worker()
  w.intakeInFlight += 1
  let ended = false
  return () => {
    if (ended) return
    ended = true
    w.intakeInFlight -= 1
    w.lastIntakeAt = performance.now()
  }
}

/** A lead job was committed: deliver it as soon as the pacing allows. Never throws. */
export function nudgeLeadDelivery(payload: Payload): void {
  const w = worker()
  w.pending = true
  schedule(payload, w, 0)
}

function schedule(payload: Payload, w: Worker, delayMs: number): void {
  if (w.running || w.timer) return
  w.timer = setTimeout(() => {
    w.timer = undefined
    void drain(payload, w)
  }, delayMs)
  w.timer.unref?.()
}

async function drain(payload: Payload, w: Worker): Promise<void> {
  w.running = true
  let recheckInMs: number | null = null
  try {
    while (w.pending) {
      const decision = deliveryPacing(pacingState(w, performance.now()))
      if (!decision.run) {
        recheckInMs = decision.recheckInMs
        break
      }
      w.pending = false
      w.lastRunAt = performance.now()
      const result = await payload.jobs.run({
        queue: LEADS_QUEUE,
        limit: decision.limit,
        overrideAccess: true,
        silent: { info: true },
      })
      // A full batch: more jobs may be waiting (this process's, retries, another instance's).
      if (Object.keys(result.jobStatus ?? {}).length >= decision.limit) w.pending = true
    }
  } catch (err) {
    // The poller retries whatever this run left behind (a lost database, say).
    payload.logger.error({ err, msg: 'lead delivery run failed; the poller will retry' })
  } finally {
    w.running = false
  }
  if (recheckInMs !== null) schedule(payload, w, recheckInMs)
  else if (w.pending) schedule(payload, w, 0)
}

/** The poller's gate (jobs.ts `shouldAutoRun`): true when it may run now. */
export function pollerTurn(now = performance.now()): boolean {
  const w = worker()
  const may = pollerMayRun({ ...pacingState(w, now), workerRunning: w.running, msSincePoll: now - w.lastPollAt })
  if (may) w.lastPollAt = now
  return may
}

/** For tests: whether the worker is idle with nothing pending. */
export function workerIsIdle(): boolean {
  const w = worker()
  return !w.running && !w.timer && !w.pending
}
