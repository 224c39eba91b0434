import type { Vehicle } from '@/domain/vehicles/vehicle'

/**
 * What a saved or compared vehicle is now, for this visitor (issue 21; decision 0265), by the same
 * rules as the vehicle page (src/data/inventory/vehicle.ts, docs/decisions/0012, site.md section 6):
 * - available: public, its condition live, and not private (or the visitor holds the pass);
 * - sold: marked "Sold", not dropped (a private one only for a visitor with the pass);
 * - private: available but private and the visitor has no pass: only its name and the unlock action;
 * - unlisted: hidden, its condition not live, or no longer in the inventory.
 */
export type ListingStatus = 'available' | 'sold' | 'private' | 'unlisted'

export type ListingFacts = { status: string; condition: string; private: boolean | null }

export function listingStatus(
  v: ListingFacts | undefined,
  liveConditions: readonly string[],
  privateUnlocked: boolean,
): ListingStatus {
  if (!v) return 'unlisted'
  const hiddenPrivate = v.private === true && !privateUnlocked
  if (v.status === 'sold') return hiddenPrivate ? 'unlisted' : 'sold'
  if (v.status !== 'available' || !liveConditions.includes(v.condition)) return 'unlisted'
  return hiddenPrivate ? 'private' : 'available'
}

/** A saved or compared vehicle as this visitor may receive it (src/data/saved-vehicles.ts builds it; a locked price is already gone). */
export type ListedVehicleView = Pick<
  Vehicle,
  | 'vin'
  | 'year'
  | 'make'
  | 'model'
  | 'trim'
  | 'price'
  | 'oldPrice'
  | 'mileage'
  | 'bodystyle'
  | 'drivetrain'
  | 'transmission'
  | 'fuelType'
  | 'exteriorColor'
  | 'cityMpg'
  | 'highwayMpg'
> & {
  status: 'available' | 'sold'
  name: string
  title: string
  url: string
  image: string | null
  priceDrop: number
  locked: boolean
  monthlyCents: number | null
  features: string[]
  /** The store's state, whose tax and title the estimate used (issue 15). */
  storeState: string | null
}
export type VehicleNowView = ListedVehicleView | { vin: string; status: Exclude<ListingStatus, 'available' | 'sold'> }

/**
 * The vehicle fields the listing rule above and a vehicle's name read, as a Payload `select`: the
 * saved-vehicles page and the price-drop alerts read at least these (one list, so a field the rule
 * comes to need is read by both).
 */
export const LISTING_SELECT = {
  vin: true,
  title: true,
  condition: true,
  status: true,
  private: true,
  year: true,
  make: true,
  model: true,
  trim: true,
  price: true,
} as const
