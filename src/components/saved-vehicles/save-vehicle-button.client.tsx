'use client'
import { useEffect, useState } from 'react'
import Link from 'next/link'
import {
  addRecentlyViewed,
  addSaved,
  isSaved,
  removeSaved,
  SAVED_VEHICLES_LIMIT,
  type VehicleListEntry,
} from '@/domain/saved-vehicles/vehicle-lists'
import { SAVED_PATH } from '@/domain/saved-vehicles/paths'
import { useVehicleList } from './use-vehicle-list'
import { StatusNote } from './status-note'
import { EarlyTapButton } from '@/components/ui/early-tap-button.client'
import { writeVehicleList, readVehicleList } from '@/client/visitor/vehicle-lists'
import './saved-vehicles.css'

type Note = 'consent' | 'saved' | 'limit' | 'storage' | null

/**
 * The heart on result cards and vehicle pages (issue 21; decision 0265): saves the vehicle in this
 * browser under functional consent. Without it nothing is stored and a press says why, with the
 * way to the cookie settings. On a vehicle page (`recordView`) it also adds the vehicle to the
 * recently viewed list. A small leaf: nothing is read before hydration and nothing is fetched.
 */
export function SaveVehicleButton({
  vin,
  name,
  url,
  image,
  variant = 'card',
  recordView = false,
}: VehicleListEntry & { variant?: 'card' | 'page'; recordView?: boolean }) {
  const { functional, list, write, now } = useVehicleList('saved')
  const [note, setNote] = useState<Note>(null)
  const saved = isSaved(list, vin)

  useEffect(() => {
    if (!recordView || functional !== true) return
    writeVehicleList('recent', addRecentlyViewed(readVehicleList('recent', true), { vin, name, url, image }), true)
  }, [recordView, functional, vin, name, url, image])

  // Reads the lists at the press: a tap held before the scripts ran comes before the next render.
  function toggle() {
    const current = now()
    if (current.functional !== true) return setNote('consent')
    if (isSaved(current.list, vin)) {
      write(removeSaved(current.list, vin))
      return setNote(null)
    }
    const added = addSaved(current.list, { vin, name, url, image })
    if (!added.ok) return setNote(added.reason === 'limit' ? 'limit' : 'storage')
    setNote(write(added.list) ? 'saved' : 'storage')
  }

  return (
    // data-ready: the consent in force is known, so a press now saves or explains (tests wait for it).
    <div className={`save-vehicle save-vehicle--${variant}`} data-ready={functional === null ? undefined : ''}>
      {/* A press before the scripts ran counts once the consent in force is known (decision 0296). */}
      <EarlyTapButton
        ready={functional !== null}
        className="save-vehicle__button"
        aria-pressed={saved}
        aria-label={saved ? 'Saved' : `Save ${name}`}
        onPress={toggle}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.7 3.7 4.5 7 4.5c2 0 3.7 1.1 5 2.9 1.3-1.8 3-2.9 5-2.9 3.3 0 5.5 3.2 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
        </svg>
        {variant === 'page' ? <span aria-hidden="true">{saved ? 'Saved' : 'Save'}</span> : null}
      </EarlyTapButton>
      <StatusNote onClose={() => setNote(null)}>
        {note === null ? null : note === 'consent' ? (
          <>
            Saving vehicles needs functional cookies, which are off. Turn them on in{' '}
            <a href="#cookie-settings">Cookie settings</a>.
          </>
        ) : note === 'saved' ? (
          <>
            Saved in this browser. <Link href={SAVED_PATH}>See your saved vehicles</Link>
          </>
        ) : note === 'limit' ? (
          <>
            You can keep up to {SAVED_VEHICLES_LIMIT} vehicles. <Link href={SAVED_PATH}>Remove one</Link> to save
            another.
          </>
        ) : (
          <>This browser could not keep the vehicle (its storage is full or turned off).</>
        )}
      </StatusNote>
    </div>
  )
}
