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
import { useShopperTexts } from './shopper-texts.client'
import { fillText } from '@/domain/i18n/fill-text'
import { localizedPath } from '@/domain/i18n/locale-path'
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
  const { save: texts, cookieSettings, closeNote, locale } = useShopperTexts()
  const savedPath = localizedPath(SAVED_PATH, locale)
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
        aria-label={saved ? texts.saved : fillText(texts.saveName, { name })}
        onPress={toggle}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.7 3.7 4.5 7 4.5c2 0 3.7 1.1 5 2.9 1.3-1.8 3-2.9 5-2.9 3.3 0 5.5 3.2 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
        </svg>
        {variant === 'page' ? <span aria-hidden="true">{saved ? texts.saved : texts.save}</span> : null}
      </EarlyTapButton>
      <StatusNote closeLabel={closeNote} onClose={() => setNote(null)}>
        {note === null ? null : note === 'consent' ? (
          <>
            {texts.consent} <a href="#cookie-settings">{cookieSettings}</a>.
          </>
        ) : note === 'saved' ? (
          <>
            {texts.savedNote} <Link href={savedPath}>{texts.savedLink}</Link>
          </>
        ) : note === 'limit' ? (
          <>
            {fillText(texts.limit, { limit: SAVED_VEHICLES_LIMIT })} <Link href={savedPath}>{texts.limitLink}</Link>{' '}
            {texts.limitAfter}
          </>
        ) : (
          <>{texts.storage}</>
        )}
      </StatusNote>
    </div>
  )
}
