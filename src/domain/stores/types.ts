import type { StoreTimeZone } from './time-zones'

/** Working hours keyed by weekday 0 (Sunday) to 6; open/close are decimal hours (visitor-layer.md section 3). */
export type WorkingHours = { weekday: number; open: number | null; close: number | null; closed: boolean }[]

export type Store = {
  id: number
  storeId: string
  name: string
  subname: string | null
  addressLine1: string
  addressLine2: string | null
  city: string
  state: string
  zip: string
  /** [longitude, latitude], as the spec stores coordinates. */
  coordinates: [number, number]
  googleMapsLink: string | null
  inventoryLink: string | null
  salesPhone: string
  servicePhone: string | null
  isDefault: boolean
  note: string | null
  /** The store's clock (decision 0290). */
  timeZone: StoreTimeZone
  salesHours: WorkingHours
  serviceHours: WorkingHours
}
