import type { BodyStyle, Condition } from '@/domain/inventory/filters'

export const VEHICLE_STATUSES = ['available', 'sold', 'hidden'] as const
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number]

export const TRANSMISSIONS = ['automatic', 'manual'] as const
export type Transmission = (typeof TRANSMISSIONS)[number]

export const isTransmission = (value: unknown): value is Transmission =>
  typeof value === 'string' && (TRANSMISSIONS as readonly string[]).includes(value)

/**
 * A vehicle's facts, declared once for the whole codebase (site.md section 2 "Vehicle"; issue 19):
 * the CSV import, the advertising feeds, the search cards and the vehicle page each take the part
 * they need with `Pick` and add only what belongs to that boundary (a URL, a title, pictures, the
 * store). Prices and mileage are whole numbers; null where the dealer left a fact out.
 */
export type Vehicle = {
  vin: string
  stockNumber: string | null
  condition: Condition
  status: VehicleStatus
  year: number
  make: string
  model: string
  trim: string | null
  price: number | null
  oldPrice: number | null
  priceDrop: number | null
  mileage: number | null
  bodystyle: BodyStyle | null
  doors: number | null
  transmission: Transmission | null
  drivetrain: string | null
  fuelType: string | null
  exteriorColor: string | null
  interiorColor: string | null
  engine: string | null
  cityMpg: number | null
  highwayMpg: number | null
  oem: string | null
  standardFeatures: string[]
  optionalFeatures: string[]
  premiumUpgrade: boolean
  private: boolean
  dateInStock: string | null
}

/** A vehicle as an answer that may leave any optional fact out (GraphQL answers null for them). */
export type Nullable<T> = { [K in keyof T]: T[K] | null }
