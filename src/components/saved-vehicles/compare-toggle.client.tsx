'use client'
import { useState } from 'react'
import Link from 'next/link'
import { compareUrl, toggleComparePick } from '@/domain/saved-vehicles/compare-url'
import { isSaved, type VehicleListEntry } from '@/domain/saved-vehicles/vehicle-lists'
import { useVehicleList } from './use-vehicle-list'
import { StatusNote } from './status-note'
import { EarlyTapButton } from '@/components/ui/early-tap-button.client'
import './saved-vehicles.css'

type Note = { kind: 'consent' | 'picked' | 'limit' | 'storage'; message?: string } | null

/**
 * "Compare" on a result card (issue 21; decision 0265): ticks the vehicle into the compare list the
 * saved page shares, kept in the browser under functional consent like the hearts. Once two are
 * ticked the note links to the compare page; a fourth explains the limit; without functional
 * consent nothing is stored and the press says why.
 */
export function CompareToggle({ vin, name, url, image }: VehicleListEntry) {
  const { functional, list, write, now } = useVehicleList('compare')
  const [note, setNote] = useState<Note>(null)
  const picked = isSaved(list, vin)

  // Reads the list at the press: a tap held before the scripts ran comes before the next render.
  function toggle() {
    const current = now()
    if (current.functional !== true) return setNote({ kind: 'consent' })
    const next = toggleComparePick(current.list, { vin, name, url, image })
    if (!next.ok) return setNote({ kind: 'limit', message: next.message })
    if (!write(next.picked)) return setNote({ kind: 'storage' })
    setNote(isSaved(next.picked, vin) ? { kind: 'picked' } : null)
  }

  return (
    <div className="compare-toggle" data-ready={functional === null ? undefined : ''}>
      {/* A press before the scripts ran counts once the consent in force is known (decision 0296). */}
      <EarlyTapButton
        ready={functional !== null}
        className="compare-toggle__button"
        aria-pressed={picked}
        onPress={toggle}
      >
        Compare<span className="visually-hidden"> {name}</span>
      </EarlyTapButton>
      <StatusNote className="compare-toggle__note" onClose={() => setNote(null)}>
        {note === null ? null : note.kind === 'consent' ? (
          <>
            Comparing vehicles needs functional cookies, which are off. Turn them on in{' '}
            <a href="#cookie-settings">Cookie settings</a>.
          </>
        ) : note.kind === 'picked' ? (
          list.length >= 2 ? (
            <Link href={compareUrl(list.map((e) => e.vin))}>Compare {list.length} vehicles</Link>
          ) : (
            <>Tick one or two more vehicles to compare them side by side.</>
          )
        ) : note.kind === 'limit' ? (
          <>
            {note.message} <Link href={compareUrl(list.map((e) => e.vin))}>Compare these {list.length}</Link>
          </>
        ) : (
          <>This browser could not keep the vehicle (its storage is full or turned off).</>
        )}
      </StatusNote>
    </div>
  )
}
