import type { Vehicle } from '@/domain/vehicles/vehicle'

/** One vehicle as the advertising feeds see it; urls absolute, prices in whole dollars. */
export type FeedVehicle = Pick<
  Vehicle,
  | 'vin'
  | 'stockNumber'
  | 'condition'
  | 'year'
  | 'make'
  | 'model'
  | 'trim'
  | 'price'
  | 'oldPrice'
  | 'mileage'
  | 'bodystyle'
  | 'transmission'
  | 'drivetrain'
  | 'fuelType'
  | 'exteriorColor'
> & {
  /** Old price minus price while the latest recorded drop is inside the window; 0 otherwise (decision 0316). */
  priceDrop: number
  title: string
  url: string
  images: string[]
  store: {
    storeId: string
    name: string
    addressLine1: string
    city: string
    state: string
    zip: string
    latitude: number | null
    longitude: number | null
  } | null
}
