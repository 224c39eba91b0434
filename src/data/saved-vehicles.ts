import 'server-only'
import { unstable_cache } from 'next/cache'
import {
  formatVehicleUrl,
  isCondition,
  isPriceLocked,
  lockedConditions,
  vehicleImages,
  withoutPrice,
} from '@/domain/inventory'
import {
  LISTING_SELECT,
  listingStatus,
  type ListedVehicleView,
  type VehicleNowView,
} from '@/domain/saved-vehicles/listing-status'
import type { Vehicle } from '@/domain/vehicles/vehicle'
import { payloadClient } from './payload'
import { TAGS, SHARED_CACHE_SECONDS } from './cache-tags'
import { getDealershipSettings } from './settings'
import { estimatedMonthlyPaymentCents, getFinanceSettingsForEstimates } from './payment-estimate'
import type { Audience } from './inventory/where'

/**
 * Saved and compared vehicles by VIN (issue 21; decision 0265): what each is now, for this
 * visitor, by the vehicle page's rules (src/domain/saved-vehicles/listing-status.ts). A locked
 * price is dropped here with the payment it would give away, before anything is handed on
 * (decision 0185); a private vehicle without the pass and one no longer listed carry their VIN only.
 */
export type { ListedVehicleView, VehicleNowView }

const FIELDS = {
  ...LISTING_SELECT,
  oldPrice: true,
  priceDrop: true,
  mileage: true,
  bodystyle: true,
  drivetrain: true,
  transmission: true,
  fuelType: true,
  exteriorColor: true,
  cityMpg: true,
  highwayMpg: true,
  standardFeatures: true,
  optionalFeatures: true,
  previewImage: true,
  imageCustomBg: true,
  additionalImages: true,
  evoxImages: true,
  store: true,
} as const

// Status needs overrideAccess (anonymous reads cannot see sold vehicles); the rules above decide what leaves.
const readByVins = unstable_cache(
  async (vins: string[]) => {
    const payload = await payloadClient()
    const found = await payload.find({
      collection: 'vehicles',
      where: { vin: { in: vins } },
      limit: vins.length,
      depth: 1,
      pagination: false,
      overrideAccess: true,
      select: FIELDS,
      populate: { locations: { state: true } },
    })
    return found.docs
  },
  ['saved-vehicles-by-vin-v1'],
  { tags: [TAGS.vehicles, TAGS.locations], revalidate: SHARED_CACHE_SECONDS },
)

/** The vehicles in the order asked, each with its status now; at most `limit` VINs are read. */
export async function getVehiclesNow(
  vins: readonly string[],
  audience: Audience,
  limit: number,
): Promise<VehicleNowView[]> {
  const wanted = [...new Set(vins.map((v) => v.toUpperCase()))].slice(0, limit)
  if (wanted.length === 0) return []
  const [docs, settings, finance] = await Promise.all([
    readByVins([...wanted].sort()),
    getDealershipSettings(),
    getFinanceSettingsForEstimates(),
  ])
  const locked = lockedConditions(settings.unlockRequired, audience.privateUnlocked)
  return wanted.map((vin): VehicleNowView => {
    const doc = docs.find((d) => d.vin === vin)
    const status = listingStatus(
      doc && { status: doc.status, condition: doc.condition, private: doc.private ?? null },
      settings.liveConditions,
      audience.privateUnlocked,
    )
    if (!doc || !isCondition(doc.condition) || (status !== 'available' && status !== 'sold'))
      return { vin, status: status === 'available' || status === 'sold' ? 'unlisted' : status }
    const condition = doc.condition
    const priceLocked = isPriceLocked(condition, locked)
    // A sold vehicle's last price is no offer: it shows as sold, without one.
    const prices =
      priceLocked || status === 'sold'
        ? withoutPrice({ price: doc.price ?? null, oldPrice: doc.oldPrice ?? null, priceDrop: doc.priceDrop ?? null })
        : { price: doc.price ?? null, oldPrice: doc.oldPrice ?? null, priceDrop: doc.priceDrop ?? null }
    const storeState = typeof doc.store === 'object' && doc.store ? (doc.store.state ?? null) : null
    const name = `${doc.year} ${doc.make} ${doc.model}`
    return {
      vin,
      status,
      name,
      title: doc.title || [doc.year, doc.make, doc.model, doc.trim].filter(Boolean).join(' '),
      url: formatVehicleUrl({
        condition,
        year: doc.year,
        make: doc.make,
        model: doc.model,
        trim: doc.trim ?? null,
        vin,
      }),
      image:
        vehicleImages(condition, 'search', {
          previewImage: doc.previewImage,
          imageCustomBg: doc.imageCustomBg,
          additionalImages: doc.additionalImages,
          evoxImages: doc.evoxImages,
        })[0] ?? null,
      year: doc.year,
      make: doc.make,
      model: doc.model,
      trim: doc.trim ?? null,
      price: prices.price,
      oldPrice: prices.oldPrice,
      priceDrop: prices.priceDrop ?? 0,
      locked: priceLocked && status === 'available',
      monthlyCents:
        status === 'available' && !priceLocked ? estimatedMonthlyPaymentCents(prices.price, finance, storeState) : null,
      mileage: doc.mileage ?? null,
      bodystyle: (doc.bodystyle ?? null) as Vehicle['bodystyle'],
      drivetrain: doc.drivetrain ?? null,
      transmission: (doc.transmission ?? null) as Vehicle['transmission'],
      fuelType: doc.fuelType ?? null,
      exteriorColor: doc.exteriorColor ?? null,
      cityMpg: doc.cityMpg ?? null,
      highwayMpg: doc.highwayMpg ?? null,
      features: [...new Set([...(doc.standardFeatures ?? []), ...(doc.optionalFeatures ?? [])])],
      storeState,
    }
  })
}
