import {
  parseVehicleList,
  RECENTLY_VIEWED_LIMIT,
  RECENTLY_VIEWED_STORAGE_KEY,
  SAVED_VEHICLES_LIMIT,
  SAVED_VEHICLES_STORAGE_KEY,
  COMPARED_VEHICLES_STORAGE_KEY,
  type VehicleListEntry,
} from '@/domain/saved-vehicles/vehicle-lists'
import { COMPARE_LIMIT } from '@/domain/saved-vehicles/compare-url'

/**
 * The saved, recently viewed and compared vehicles in local storage (issue 21; decision 0265). They are the
 * visitor's own data, kept only under functional consent: every reader and writer here takes
 * whether functional is allowed, and without it the lists read as empty and are removed. Withdrawing
 * functional consent removes them at once (saveConsent in ./consent.ts calls clearVehicleLists).
 * Storage may be disabled (private mode): every access is guarded.
 */
export type VehicleListName = 'saved' | 'recent' | 'compare'

const KEYS: Record<VehicleListName, string> = {
  saved: SAVED_VEHICLES_STORAGE_KEY,
  recent: RECENTLY_VIEWED_STORAGE_KEY,
  compare: COMPARED_VEHICLES_STORAGE_KEY,
}
const LIMITS: Record<VehicleListName, number> = {
  saved: SAVED_VEHICLES_LIMIT,
  recent: RECENTLY_VIEWED_LIMIT,
  compare: COMPARE_LIMIT,
}
const listeners = new Set<() => void>()

function notify(): void {
  for (const listener of listeners) listener()
}

export function readVehicleList(name: VehicleListName, functionalAllowed: boolean): VehicleListEntry[] {
  if (!functionalAllowed) {
    clearVehicleLists()
    return []
  }
  try {
    const raw = window.localStorage.getItem(KEYS[name])
    return raw ? parseVehicleList(JSON.parse(raw), LIMITS[name]) : []
  } catch {
    return []
  }
}

/** Stores the list; false when it could not be kept (no consent, storage full or disabled). */
export function writeVehicleList(
  name: VehicleListName,
  list: readonly VehicleListEntry[],
  functionalAllowed: boolean,
): boolean {
  if (!functionalAllowed) return false
  try {
    if (list.length === 0) window.localStorage.removeItem(KEYS[name])
    else window.localStorage.setItem(KEYS[name], JSON.stringify(list))
  } catch {
    return false
  }
  notify()
  return true
}

/** Removes every list (functional consent refused or withdrawn). */
export function clearVehicleLists(): void {
  let removed = false
  try {
    for (const key of Object.values(KEYS)) {
      if (window.localStorage.getItem(key) === null) continue
      window.localStorage.removeItem(key)
      removed = true
    }
  } catch {
    // Nothing stored, nothing to remove.
  }
  if (removed) notify()
}

/** Calls `listener` when a list changes in this tab or in another tab of the site. */
export function subscribeVehicleLists(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values(KEYS).includes(event.key)) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}
