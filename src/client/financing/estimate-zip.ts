import { useSyncExternalStore } from 'react'

/**
 * The ZIP code a shopper entered under the out-the-door figure (issue 37), shared with the payment
 * panel on the same page, so the figure beside the price and the estimate's "shows its math" use
 * the same state's tax and title. Page memory only: a ZIP code is not stored anywhere.
 */
let zip: string | null = null
const listeners = new Set<() => void>()

export function setEstimateZip(next: string): void {
  zip = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The ZIP code entered on this page, else the one the page was loaded with (`?zip=`), else ''. */
export function useEstimateZip(initialZip: string | undefined): string {
  return useSyncExternalStore(
    subscribe,
    () => zip ?? initialZip ?? '',
    () => initialZip ?? '',
  )
}
