import type { Payload, PayloadRequest, Where } from 'payload'
import { formatVehicleUrl, isCondition, isPriceLocked } from '@/domain/inventory'
import { LISTING_SELECT, listingStatus } from '@/domain/saved-vehicles/listing-status'

/**
 * What the e-mail alerts need of a vehicle and the dealership (price-drop alerts, issue 21; saved
 * searches, issue 38): whether it is for sale on the site (the vehicle page's rules, decision 0265;
 * a private vehicle counts, its watcher saw it), its price and miles, its title and page, and
 * whether its price is locked (decision 0185: an alert then names no amount). Read with
 * overrideAccess: sold vehicles and prices are staff data.
 */
export type AlertVehicle = {
  id: number
  vin: string
  title: string
  /** Site-relative path of the vehicle page. */
  path: string
  listing: 'available' | 'sold' | 'unlisted'
  /** Whole dollars; null for "Call for pricing". */
  price: number | null
  mileage: number | null
  priceLocked: boolean
  /** In the private inventory (site.md section 6): shown only to visitors who unlocked it. */
  isPrivate: boolean
}

export type Dealership = { name: string; liveConditions: string[]; unlockRequired: string[] }

export async function dealership(payload: Payload, req?: PayloadRequest): Promise<Dealership> {
  const settings = await payload.findGlobal({ slug: 'dealership-settings', depth: 0, overrideAccess: true, req })
  return {
    name: settings.name,
    liveConditions: (settings.liveConditions ?? ['used']) as string[],
    unlockRequired: (settings.unlockRequired ?? []) as string[],
  }
}

const SELECT = { ...LISTING_SELECT, mileage: true } as const

async function readVehicles(payload: Payload, where: Where, req?: PayloadRequest) {
  const found = await payload.find({
    collection: 'vehicles',
    where,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: SELECT,
    req,
  })
  return found.docs
}

type VehicleDoc = Awaited<ReturnType<typeof readVehicles>>[number]

function toAlertVehicle(doc: VehicleDoc, settings: Dealership): AlertVehicle | null {
  if (!isCondition(doc.condition)) return null
  const status = listingStatus(
    { status: doc.status, condition: doc.condition, private: doc.private ?? null },
    settings.liveConditions,
    true,
  )
  return {
    id: doc.id,
    vin: doc.vin,
    title: doc.title || [doc.year, doc.make, doc.model, doc.trim].filter(Boolean).join(' '),
    path: vehiclePathOf({ ...doc, condition: doc.condition }),
    listing: status === 'sold' ? 'sold' : status === 'available' ? 'available' : 'unlisted',
    price: typeof doc.price === 'number' ? doc.price : null,
    mileage: typeof doc.mileage === 'number' ? doc.mileage : null,
    priceLocked: isPriceLocked(doc.condition, settings.unlockRequired),
    isPrivate: doc.private === true,
  }
}

export async function alertVehicle(
  payload: Payload,
  where: { id: number } | { vin: string },
  settings: Dealership,
  req?: PayloadRequest,
): Promise<AlertVehicle | null> {
  const filter: Where = 'id' in where ? { id: { equals: where.id } } : { vin: { equals: where.vin } }
  const [doc] = await readVehicles(payload, filter, req)
  return doc ? toAlertVehicle(doc, settings) : null
}

/** These vehicles, in the order of `ids`; one deleted since is left out. */
export async function alertVehicles(
  payload: Payload,
  ids: readonly number[],
  settings: Dealership,
): Promise<AlertVehicle[]> {
  if (ids.length === 0) return []
  const docs = await readVehicles(payload, { id: { in: [...ids] } })
  const byId = new Map(docs.map((doc) => [doc.id, toAlertVehicle(doc, settings)]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** The vehicle page's path (site.md section 2); the search root for a vehicle whose condition is unknown. */
export function vehiclePathOf(doc: {
  condition: string
  year: number
  make: string
  model: string
  trim?: string | null
  vin: string
}): string {
  if (!isCondition(doc.condition)) return '/cars-for-sale'
  return formatVehicleUrl({ ...doc, condition: doc.condition, trim: doc.trim ?? null })
}
