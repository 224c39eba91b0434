import { COOKIES } from '@/config/cookies'
import {
  NO_EXPERIMENTS,
  evaluateExperiments,
  nextStatus,
  type Assignment,
  type Experiment,
  type ExperimentResult,
  type ExperimentsEvent,
  type ExperimentsStatus,
  type ExperimentUser,
} from '@/domain/experiments'
import { readCookie } from '@/client/visitor/cookies'
import { pixelCall } from '@/client/tracking/track'
import { usableProfile } from '@/domain/profile/usable'
import { ensureVisitorId } from '@/client/visitor/profile'

/**
 * The experiments client in the browser (visitor-layer.md section 4): Uninitialized, Loading,
 * Ready. Other client code reads the merged settings, popups and text overrides through
 * currentExperiments() / subscribeExperiments() (or the useExperiments hook).
 */
export type ExperimentsSnapshot = { status: ExperimentsStatus; result: ExperimentResult }

const EMPTY: ExperimentResult = NO_EXPERIMENTS
let snapshot: ExperimentsSnapshot = { status: 'Uninitialized', result: EMPTY }
const listeners = new Set<() => void>()

function dispatch(event: ExperimentsEvent, result: ExperimentResult = snapshot.result): void {
  const status = nextStatus(snapshot.status, event)
  if (status === snapshot.status && result === snapshot.result) return
  snapshot = { status, result }
  for (const listener of listeners) listener()
}

export function currentExperiments(): ExperimentsSnapshot {
  return snapshot
}

export function subscribeExperiments(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The feature-flag user (section 3): uniqueUserId, the chosen store, the URL query of the page the
 * visitor opened (the client starts once per full page load and keeps its result across client
 * navigations, so targeting by URL parameters is decided on arrival). The uniqueUserId is
 * generated here when absent (section 3 "generated if absent") and kept in the profile cookie,
 * which is written only with functional consent (section 4); without it the visitor is in no
 * experiment and sees the site's defaults.
 */
export function experimentUser(): ExperimentUser {
  const profile = usableProfile(readCookie(COOKIES.profile))
  const userID = ensureVisitorId() ?? ''
  const store = readCookie(COOKIES.userSelectedStore)
  return {
    userID,
    companyID: store || profile.userSelectedStore,
    custom: Object.fromEntries(new URLSearchParams(window.location.search)),
  }
}

/**
 * Starts the client once: with no experiments it is Ready synchronously, without a network fetch;
 * otherwise it fetches GET /api/experiments and is Ready when the answer (or a failure) arrives.
 */
export function initExperiments(experimentCount: number, fetchImpl: typeof fetch = fetch): Promise<void> {
  if (snapshot.status !== 'Uninitialized') return Promise.resolve()
  dispatch({ type: 'init', experimentCount })
  if (currentExperiments().status === 'Ready') return Promise.resolve()
  return fetchImpl('/api/experiments', { headers: { accept: 'application/json' } })
    .then((res) => (res.ok ? (res.json() as Promise<Experiment[]>) : Promise.reject(new Error(String(res.status)))))
    .then((experiments) => {
      const result = evaluateExperiments(Array.isArray(experiments) ? experiments : [], experimentUser())
      dispatch({ type: 'loaded' }, result)
      reportExposures(result.assignments, fetchImpl)
    })
    .catch(() => dispatch({ type: 'failed' }, EMPTY))
}

/**
 * Records the variants just applied (issue 15, decision 0176): first-party in Postgres, once per
 * visitor and experiment (the server deduplicates), then, for the ones that were new, an
 * `experiment_exposure` event in the dataLayer and, with targeting consent, a custom pixel event.
 * Nothing leaves the browser without a visitor id, i.e. without functional consent.
 */
function reportExposures(assignments: readonly Assignment[], fetchImpl: typeof fetch): void {
  if (assignments.length === 0 || !usableProfile(readCookie(COOKIES.profile)).uniqueUserId) return
  fetchImpl('/api/experiments/exposures', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ assignments }),
    keepalive: true,
  })
    .then((res) => (res.ok ? (res.json() as Promise<{ recorded?: Assignment[] }>) : { recorded: [] }))
    .then(({ recorded }) => {
      for (const { experiment, variant } of recorded ?? []) {
        window.dataLayer = window.dataLayer ?? []
        window.dataLayer.push({ event: 'experiment_exposure', experiment, variant })
        // The pixel's one consent gate (decision 0180), checked at the moment of the call; held
        // until the tracker loader has loaded the pixel.
        pixelCall({ method: 'trackCustom', name: 'ExperimentExposure', params: { experiment, variant } })
      }
    })
    .catch(() => undefined)
}
