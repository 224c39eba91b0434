'use client'
import { useEffect, useState } from 'react'
import Link from 'next/link'
import { routes } from '@/config/routes'
import { compareUrl, toggleComparePick, COMPARE_LIMIT } from '@/domain/saved-vehicles/compare-url'
import { isSaved, removeSaved, type VehicleListEntry } from '@/domain/saved-vehicles/vehicle-lists'
import { useVehicleList } from '@/components/saved-vehicles/use-vehicle-list'
import { Photo } from '@/components/ui/photo'
import type { VehicleNowView } from '@/domain/saved-vehicles/listing-status'
import { SavedRow } from './saved-row'
import { callApi } from '@/client/http/api'

type Loaded = { key: string; vehicles: VehicleNowView[] } | { key: string; failed: true }

/**
 * The saved list (issue 21; decision 0265): the stored VINs, each with what the server says it is
 * now. A vehicle that sold stays, marked "Sold"; one no longer listed stays, marked so, until the
 * shopper removes it. Up to three can be ticked for the compare page; a fourth tick explains the limit.
 * The ticks are the same list as the cards' "Compare" (kept in the browser under functional
 * consent), so a vehicle ticked in the search results shows here ticked, and one ticked there
 * without saving it is listed under the rows with its own way out.
 */
export function SavedList() {
  const { functional, list, write } = useVehicleList('saved')
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const compare = useVehicleList('compare')
  const [pickMessage, setPickMessage] = useState('')
  const key = list.map((e) => e.vin).join(',')

  useEffect(() => {
    if (!key) return
    const controller = new AbortController()
    void callApi<{ vehicles: VehicleNowView[] }>(`/api/saved-vehicles?vins=${key}`, { signal: controller.signal }).then(
      (answer) => {
        if (controller.signal.aborted) return
        setLoaded(answer.ok ? { key, vehicles: answer.body.vehicles } : { key, failed: true })
      },
    )
    return () => controller.abort()
  }, [key])

  if (functional === null) return <p className="saved-page__wait">Loading your saved vehicles…</p>
  if (functional === false) {
    return (
      <div className="saved-page__empty">
        <p>
          Saved vehicles are kept in this browser with functional cookies, which are off. Turn them on in{' '}
          <a href="#cookie-settings">Cookie settings</a> to save vehicles.
        </p>
        <p>
          <Link className="button button--primary" href={routes.inventory}>
            Search vehicles
          </Link>
        </p>
      </div>
    )
  }
  if (list.length === 0) {
    return (
      <div className="saved-page__empty">
        <p>You have no saved vehicles yet. Press the heart on any vehicle to keep it here.</p>
        <p>
          <Link className="button button--primary" href={routes.inventory}>
            Search vehicles
          </Link>
        </p>
      </div>
    )
  }
  const current = loaded?.key === key ? loaded : null
  const views = current && 'vehicles' in current ? current.vehicles : null
  const picked = compare.list
  const remove = (entry: VehicleListEntry) => {
    write(removeSaved(list, entry.vin))
    compare.write(removeSaved(picked, entry.vin))
  }
  const pick = (entry: VehicleListEntry) => {
    const next = toggleComparePick(picked, entry)
    if (next.ok) compare.write(next.picked)
    setPickMessage(next.ok ? '' : next.message)
  }
  const pickedElsewhere = picked.filter((p) => !isSaved(list, p.vin))
  return (
    <>
      <p className="saved-page__intro">
        {list.length === 1 ? '1 vehicle' : `${list.length} vehicles`} saved in this browser. Tick up to {COMPARE_LIMIT}{' '}
        to compare them side by side.
      </p>
      {current && 'failed' in current ? (
        <p role="alert">The current prices could not be loaded. Please try again in a moment.</p>
      ) : null}
      <ul className="saved-list" aria-busy={views === null && !current}>
        {list.map((entry) => (
          <SavedRow
            key={entry.vin}
            entry={entry}
            view={views?.find((v) => v.vin === entry.vin) ?? null}
            picked={isSaved(picked, entry.vin)}
            onPick={() => pick(entry)}
            onRemove={() => remove(entry)}
            photo={entry.image ? <Photo src={entry.image} alt="" width={300} height={200} sizes="160px" /> : null}
          />
        ))}
      </ul>
      <div className="saved-page__compare">
        {pickedElsewhere.length > 0 ? (
          <div className="saved-page__elsewhere">
            <h2>Also ticked to compare</h2>
            <ul>
              {pickedElsewhere.map((entry) => (
                <li key={entry.vin}>
                  <Link href={entry.url}>{entry.name}</Link>{' '}
                  <button type="button" className="button button--small" onClick={() => pick(entry)}>
                    Untick<span className="visually-hidden"> {entry.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <p role="status" className="saved-page__pick-message">
          {pickMessage}
        </p>
        {picked.length >= 2 ? (
          <Link className="button button--primary" href={compareUrl(picked.map((p) => p.vin))}>
            Compare {picked.length} vehicles
          </Link>
        ) : (
          <p className="saved-page__hint">Tick two or three vehicles to compare them.</p>
        )}
      </div>
    </>
  )
}
