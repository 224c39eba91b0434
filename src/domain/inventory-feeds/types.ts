import type { Condition } from '@/domain/inventory/filters'

/** One vehicle as the advertising feeds see it; urls absolute, prices in whole dollars. */
export type FeedVehicle = {
  vin: string
  stockNumber: string | null
  title: string
  condition: Condition
  year: number
  make: string
  model: string
  trim: string | null
  price: number | null
  oldPrice: number | null
  mileage: number | null
  bodystyle: string | null
  transmission: string | null
  drivetrain: string | null
  fuelType: string | null
  exteriorColor: string | null
  url: string
  images: string[]
  store: { storeId: string; name: string; addressLine1: string; city: string; state: string; zip: string; latitude: number | null; longitude: number | null } | null
}
