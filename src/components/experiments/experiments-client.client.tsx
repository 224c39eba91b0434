'use client'
import { useEffect, useSyncExternalStore } from 'react'
import { currentExperiments, initExperiments, subscribeExperiments, type ExperimentsSnapshot } from '@/services/experiments/experiments-browser'

/** Mounted once in the root shell; `count` is the number of switched-on experiments (server-read). */
export function ExperimentsClient({ count }: { count: number }) {
  useEffect(() => {
    // The state on <html data-experiments>, for stylesheets and tests.
    const mark = () => {
      document.documentElement.dataset.experiments = currentExperiments().status
    }
    const unsubscribe = subscribeExperiments(mark)
    void initExperiments(count)
    mark()
    return unsubscribe
  }, [count])
  return null
}

const SERVER: ExperimentsSnapshot = { status: 'Uninitialized', result: { assignments: [], settings: {}, popups: [], langs: {} } }

/** The experiments state for client components: status, and the visitor's merged settings, popups and langs. */
export function useExperiments(): ExperimentsSnapshot {
  return useSyncExternalStore(subscribeExperiments, currentExperiments, () => SERVER)
}
