import type { VehicleCard } from '@/data/vehicles'
import type { FinanceSettings } from '@/domain/financing'
import { isPriceLocked, withoutPrice } from '@/domain/inventory'
import { estimatedMonthlyPaymentCents } from '@/data/payment-estimate'

/**
 * What a result card shows, and nothing more: the card is a client component, so this object is what
 * travels in the page's React payload for each of the 24 results (benchmarks: the SRP's weight is its cost).
 */
export type CardView = Pick<
  VehicleCard,
  'id' | 'vin' | 'url' | 'title' | 'price' | 'oldPrice' | 'priceDrop' | 'mileage' | 'premiumUpgrade' | 'image'
> & {
  /** "2021 Honda Civic": the save heart's name (issue 21). */
  name: string
  /**
   * The card's links in the page's language (`/es/...` on a Spanish page; issue 39), when that is
   * not `url`. `url` stays the canonical English path: it is what the save heart and Compare keep in
   * the browser, as the vehicle page does, so a saved list is the same whichever page saved it.
   */
  href?: string
}

export function cardView(v: VehicleCard, href: (path: string) => string = (path) => path): CardView {
  return {
    id: v.id,
    vin: v.vin,
    url: v.url,
    ...(href(v.url) === v.url ? {} : { href: href(v.url) }),
    title: v.title,
    name: `${v.year} ${v.make} ${v.model}`,
    price: v.price,
    oldPrice: v.oldPrice,
    priceDrop: v.priceDrop,
    mileage: v.mileage,
    premiumUpgrade: v.premiumUpgrade,
    image: v.image,
  }
}

/**
 * A card's props for this visitor. A locked price (site.md section 6) is left out here, with the
 * estimated payment it would give away, not hidden by the card: the props are sent to the browser
 * (decision 0185). `href` puts the card's link in the page's language (issue 39).
 */
export function cardProps(
  v: VehicleCard,
  lockedConditions: readonly string[],
  finance: FinanceSettings,
  href?: (path: string) => string,
) {
  const locked = isPriceLocked(v.condition, lockedConditions)
  return {
    vehicle: locked ? withoutPrice(cardView(v, href)) : cardView(v, href),
    locked,
    // Issue 15: each card is quoted with its own store's state.
    monthlyCents: locked ? null : estimatedMonthlyPaymentCents(v.price, finance, v.storeState),
  }
}
