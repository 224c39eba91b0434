'use client'
import { useState } from 'react'
import Link from 'next/link'
import { COMPARE_LIMIT, compareUrl, toggleComparePick } from '@/domain/saved-vehicles/compare-url'
import { isSaved, type VehicleListEntry } from '@/domain/saved-vehicles/vehicle-lists'
import { useVehicleList } from './use-vehicle-list'
import { StatusNote } from './status-note'
import { useShopperTexts } from './shopper-texts.client'
import { fillText } from '@/domain/i18n/fill-text'
import { localizedPath } from '@/domain/i18n/locale-path'
import { EarlyTapButton } from '@/components/ui/early-tap-button.client'
import './saved-vehicles.css'

type Note = { kind: 'consent' | 'picked' | 'limit' | 'storage' } | null

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
  const { compare: texts, cookieSettings, closeNote, locale } = useShopperTexts()
  const comparePath = () => localizedPath(compareUrl(list.map((e) => e.vin)), locale)

  // Reads the list at the press: a tap held before the scripts ran comes before the next render.
  function toggle() {
    const current = now()
    if (current.functional !== true) return setNote({ kind: 'consent' })
    const next = toggleComparePick(current.list, { vin, name, url, image })
    if (!next.ok) return setNote({ kind: 'limit' })
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
        {texts.button}
        <span className="visually-hidden"> {name}</span>
      </EarlyTapButton>
      <StatusNote className="compare-toggle__note" closeLabel={closeNote} onClose={() => setNote(null)}>
        {note === null ? null : note.kind === 'consent' ? (
          <>
            {texts.consent} <a href="#cookie-settings">{cookieSettings}</a>.
          </>
        ) : note.kind === 'picked' ? (
          list.length >= 2 ? (
            <Link href={comparePath()}>{fillText(texts.link, { count: list.length })}</Link>
          ) : (
            <>{texts.more}</>
          )
        ) : note.kind === 'limit' ? (
          <>
            {fillText(texts.limit, { limit: COMPARE_LIMIT })}{' '}
            <Link href={comparePath()}>{fillText(texts.limitLink, { count: list.length })}</Link>
          </>
        ) : (
          <>{texts.storage}</>
        )}
      </StatusNote>
    </div>
  )
}
