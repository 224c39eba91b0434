'use client'
import { useEffect, useState } from 'react'
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
}

/**
 * One of the visitor's vehicle lists (issue 21), read after hydration only: the server HTML is the
 * same for every visitor (cached pages, decision 0229) and shows nothing of theirs. Follows consent
 * changes and the other hearts and tabs of the site.
 */
export function useVehicleList(name: VehicleListName): VehicleListState {
  const [functional, setFunctional] = useState<boolean | null>(null)
  const [list, setList] = useState<VehicleListEntry[]>([])
  useEffect(() => {
    let allowed = false
    const refresh = () => setList(readVehicleList(name, allowed))
    const stopLists = subscribeVehicleLists(refresh)
    const stopConsent = subscribeConsent((state) => {
      allowed = state.allowed.includes('functional')
      setFunctional(allowed)
      refresh()
    })
    return () => {
      stopLists()
      stopConsent()
    }
  }, [name])
  return { functional, list, write: (next) => writeVehicleList(name, next, functional === true) }
}
