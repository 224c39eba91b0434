/**
 * The experiments client's states (visitor-layer.md section 4 "Experiments client"):
 * Uninitialized, Loading, then Ready. With no experiments it is Ready at once (synchronously, no
 * network fetch, section 7); otherwise it loads the definitions first. A failed load is Ready with
 * no assignments: the site shows its defaults, never a broken page.
 */
export type ExperimentsStatus = 'Uninitialized' | 'Loading' | 'Ready'

export type ExperimentsEvent = { type: 'init'; experimentCount: number } | { type: 'loaded' } | { type: 'failed' }

export function nextStatus(status: ExperimentsStatus, event: ExperimentsEvent): ExperimentsStatus {
  switch (event.type) {
    case 'init':
      if (status !== 'Uninitialized') return status
      return event.experimentCount === 0 ? 'Ready' : 'Loading'
    case 'loaded':
    case 'failed':
      return status === 'Loading' ? 'Ready' : status
  }
}

/** True when init must fetch the definitions (asynchronous initialisation). */
export function needsFetch(experimentCount: number): boolean {
  return experimentCount > 0
}
