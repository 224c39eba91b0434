'use client'
import { useSyncExternalStore } from 'react'
import { subscribeConsent } from '@/client/visitor/consent'
import {
  readVehicleList,
  subscribeVehicleLists,
  writeVehicleList,
  type VehicleListName,
} from '@/client/visitor/vehicle-lists'
import type { VehicleListEntry } from '@/domain/saved-vehicles/vehicle-lists'

export type VehicleListState = {
  /** null until the consent in force is known (after hydration), then whether functional is allowed. */
  functional: boolean | null
  list: VehicleListEntry[]
  /** Stores a new list; false without functional consent or storage. */
  write: (list: readonly VehicleListEntry[]) => boolean
  /**
   * The consent and the list as they are at the call, for a press carried out before the next
   * render: a tap held before the scripts ran, right after "Accept all" or another heart's tap
   * (decision 0296).
   */
  now: () => Pick<VehicleListState, 'functional' | 'list'>
}

type Snapshot = { functional: boolean | null; lists: Record<VehicleListName, VehicleListEntry[]> }

/** What the server renders and hydration starts from: the same for every visitor (cached pages). */
const UNKNOWN: Snapshot = { functional: null, lists: { saved: [], recent: [], compare: [] } }

/**
 * One store for every heart and Compare toggle of the page (issue 17): a search page has 24 cards
 * with two each, and a subscription, a consent listener and three storage reads per leaf were
 * hydration work paid 48 times. The lists are read once per change (consent known or changed, a
 * list written here or in another tab) and every leaf reads the same snapshot.
 */
let snapshot: Snapshot = UNKNOWN
const subscribers = new Set<() => void>()
let stopSources: (() => void) | null = null

function publish(functional: boolean): void {
  snapshot = {
    functional,
    lists: {
      saved: readVehicleList('saved', functional),
      recent: readVehicleList('recent', functional),
      compare: readVehicleList('compare', functional),
    },
  }
  for (const notify of subscribers) notify()
}

function subscribe(onChange: () => void): () => void {
  subscribers.add(onChange)
  if (!stopSources) {
    // A list read before the consent is known would read as refused and remove the lists.
    let functional: boolean | null = null
    const stopLists = subscribeVehicleLists(() => {
      if (functional !== null) publish(functional)
    })
    const stopConsent = subscribeConsent((state) => {
      functional = state.allowed.includes('functional')
      publish(functional)
    })
    stopSources = () => {
      stopLists()
      stopConsent()
    }
  }
  return () => {
    subscribers.delete(onChange)
    if (subscribers.size > 0) return
    // No leaf left (a navigation to a page without any): stop listening, forget what was read.
    stopSources?.()
    stopSources = null
    snapshot = UNKNOWN
  }
}

const current = () => snapshot
const serverSnapshot = () => UNKNOWN

/**
 * One of the visitor's vehicle lists (issue 21), known after hydration only: the server HTML is the
 * same for every visitor (cached pages, docs/architecture.md) and shows nothing of theirs. Follows consent
 * changes and the other hearts and tabs of the site.
 */
export function useVehicleList(name: VehicleListName): VehicleListState {
  const { functional, lists } = useSyncExternalStore(subscribe, current, serverSnapshot)
  return {
    functional,
    list: lists[name],
    write: (next) => writeVehicleList(name, next, snapshot.functional === true),
    now: () => ({ functional: snapshot.functional, list: snapshot.lists[name] }),
  }
}
