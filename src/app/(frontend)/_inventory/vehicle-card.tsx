'use client'
import Link from 'next/link'
import type { CardView } from './card-view'
import { PriceBlock } from './price-block'
import { formatCount } from '@/domain/money/format-count'
import { Photo } from '@/components/ui/photo'
import { SaveVehicleButton } from '@/components/saved-vehicles/save-vehicle-button.client'
import { CompareToggle } from '@/components/saved-vehicles/compare-toggle.client'
import { useShopperTexts } from '@/components/saved-vehicles/shopper-texts.client'
import { fillText } from '@/domain/i18n/fill-text'

/**
 * A search result (site.md section 2 "Vehicle list"): photo, title, price, drop, premium upgrade, miles, est. payment.
 * A client component on purpose: its props (CardView) are far smaller in the page payload than the
 * element tree a server component would send (docs/decisions/0090-page-payload-weight.md).
 */
export function VehicleCard({
  vehicle,
  monthlyCents,
  locked,
  priority,
}: {
  vehicle: CardView
  monthlyCents: number | null
  locked: boolean
  priority?: boolean
}) {
  // Links in the page's language; the save heart and Compare keep the canonical `url` (card-view.ts).
  const href = vehicle.href ?? vehicle.url
  const texts = useShopperTexts()
  return (
    <article className="vehicle-card">
      <Link href={href} className="vehicle-card__photo" tabIndex={-1} aria-hidden="true">
        {vehicle.image ? (
          <Photo
            src={vehicle.image}
            alt=""
            width={600}
            height={400}
            sizes="(max-width: 639px) 100vw, (max-width: 1023px) 50vw, 300px"
            priority={priority}
            fetchPriority={priority ? 'high' : undefined}
          />
        ) : (
          <span className="vehicle-card__nophoto">{texts.card.noPhoto}</span>
        )}
      </Link>
      <SaveVehicleButton vin={vehicle.vin} name={vehicle.name} url={vehicle.url} image={vehicle.image} />
      <CompareToggle vin={vehicle.vin} name={vehicle.name} url={vehicle.url} image={vehicle.image} />
      <div className="vehicle-card__body">
        <h2 className="vehicle-card__title">
          <Link href={href}>{vehicle.title}</Link>
        </h2>
        <p className="vehicle-card__meta">
          {vehicle.mileage !== null ? (
            <span>{fillText(texts.card.miles, { miles: formatCount(vehicle.mileage) })}</span>
          ) : null}
          {vehicle.premiumUpgrade ? <span className="badge badge--premium">{texts.card.premium}</span> : null}
        </p>
        <PriceBlock
          texts={texts.price}
          view={{
            price: vehicle.price,
            oldPrice: vehicle.oldPrice,
            priceDrop: vehicle.priceDrop,
            monthlyCents,
            locked,
            vehicleUrl: href,
          }}
        />
      </div>
    </article>
  )
}
