'use client'
import { useEffect } from 'react'
import Link from 'next/link'
import { Photo } from '@/components/ui/photo'
import { RECENTLY_VIEWED_ATTRIBUTE } from '@/domain/saved-vehicles/recently-viewed-slot'
import { SAVED_PATH } from '@/domain/saved-vehicles/paths'
import { useVehicleList } from './use-vehicle-list'

/** The strip's links, after hydration; shows or collapses the strip to match (a client-side navigation runs no inline script). */
export function RecentlyViewedList() {
  const { functional, list } = useVehicleList('recent')
  const show = functional === true && list.length > 0
  useEffect(() => {
    if (functional === null) return
    document.documentElement.toggleAttribute(RECENTLY_VIEWED_ATTRIBUTE, show)
  }, [functional, show])
  if (!show) return null
  return (
    <>
      <ul className="recently-viewed__list">
        {list.map((v) => (
          <li key={v.vin}>
            <Link href={v.url} className="recently-viewed__item">
              <span className="recently-viewed__photo">
                {v.image ? <Photo src={v.image} alt="" width={300} height={200} sizes="160px" /> : null}
              </span>
              <span className="recently-viewed__name">{v.name}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link className="recently-viewed__saved" href={SAVED_PATH}>
        Your saved vehicles
      </Link>
    </>
  )
}
