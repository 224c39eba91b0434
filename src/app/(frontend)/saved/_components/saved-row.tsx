import type React from 'react'
import Link from 'next/link'
import { formatCount } from '@/domain/money/format-count'
import type { VehicleListEntry } from '@/domain/saved-vehicles/vehicle-lists'
import type { VehicleNowView } from '@/domain/saved-vehicles/listing-status'
import { PriceBlock } from '../../_inventory/price-block'
import { useShopperTexts } from '@/components/saved-vehicles/shopper-texts.client'
import { PriceAlertControl } from './price-alert-control.client'

/**
 * One saved vehicle: its photo and name as saved, its price and status as the server reports them
 * now, and for a vehicle for sale the way to ask for price-drop alerts (issue 21).
 */
export function SavedRow({
  entry,
  view,
  picked,
  onPick,
  onRemove,
  photo,
}: {
  entry: VehicleListEntry
  view: VehicleNowView | null
  picked: boolean
  onPick: () => void
  onRemove: () => void
  photo: React.ReactNode
}) {
  const listed = view && (view.status === 'available' || view.status === 'sold') ? view : null
  const url = listed?.url ?? entry.url
  const texts = useShopperTexts()
  return (
    <li className="saved-row" data-vin={entry.vin}>
      <div className="saved-row__photo">{photo ?? <span className="vehicle-card__nophoto">No photo</span>}</div>
      <div className="saved-row__body">
        <h2 className="saved-row__title">
          {view?.status === 'unlisted' ? entry.name : <Link href={url}>{listed?.title ?? entry.name}</Link>}
        </h2>
        {view === null ? (
          <p className="saved-row__status">Checking the current price…</p>
        ) : view.status === 'sold' ? (
          <p className="saved-row__status">
            <span className="badge badge--sold">Sold</span> This vehicle has been sold.
          </p>
        ) : view.status === 'unlisted' ? (
          <p className="saved-row__status">
            <span className="badge badge--unlisted">No longer listed</span>
          </p>
        ) : view.status === 'private' ? (
          <p className="saved-row__status">
            Private inventory: <Link href={entry.url}>unlock to see this vehicle</Link>.
          </p>
        ) : listed ? (
          <>
            {listed.mileage !== null ? <p className="vehicle-card__meta">{formatCount(listed.mileage)} miles</p> : null}
            <PriceBlock
              texts={texts.price}
              view={{
                price: listed.price,
                oldPrice: listed.oldPrice,
                priceDrop: listed.priceDrop,
                monthlyCents: listed.monthlyCents,
                locked: listed.locked,
                vehicleUrl: listed.url,
              }}
            />
          </>
        ) : null}
      </div>
      <div className="saved-row__actions">
        <label className="saved-row__pick">
          <input type="checkbox" checked={picked} onChange={onPick} /> Compare
          <span className="visually-hidden"> {entry.name}</span>
        </label>
        <button type="button" className="button button--small" onClick={onRemove}>
          Remove<span className="visually-hidden"> {entry.name}</span>
        </button>
      </div>
      {/* Only a vehicle for sale has a price to watch (issue 21); a locked price is watched too, the e-mail then names no amount. */}
      {listed?.status === 'available' ? (
        <div className="saved-row__alert">
          <PriceAlertControl vin={entry.vin} name={listed.title} />
        </div>
      ) : null}
    </li>
  )
}
