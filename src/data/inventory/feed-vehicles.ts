import 'server-only'
import { formatVehicleUrl, isBodyStyle, isCondition, vehicleImages } from '@/domain/inventory'
import { isTransmission } from '@/domain/vehicles/vehicle'
import type { FeedVehicle } from '@/domain/inventory-feeds'
import { feedVehiclesSql } from '@/server/db/vehicles'
import { queryRows } from './db'

type Row = {
  vin: string
  stock_number: string | null
  title: string | null
  condition: string
  year: string
  make: string
  model: string
  trim: string | null
  price: string | null
  old_price: string | null
  price_drop: string | null
  mileage: string | null
  bodystyle: string | null
  transmission: string | null
  drivetrain: string | null
  fuel_type: string | null
  exterior_color: string | null
  preview_image: string | null
  image_custom_bg: string | null
  additional: string[] | null
  evox: string[] | null
  store_code: string | null
  store_name: string | null
  addr: string | null
  city: string | null
  state: string | null
  zip: string | null
  lat: string | null
  lng: string | null
}

const num = (v: string | null) => (v === null ? null : Number(v))

/**
 * Every publicly listed vehicle (available, live condition, not private) for the advertising
 * feeds, in one query with its photos and store; absolute URLs on `siteUrl`.
 */
export async function loadFeedVehicles(siteUrl: string, liveConditions: readonly string[]): Promise<FeedVehicle[]> {
  const conditions = liveConditions.filter(isCondition)
  if (conditions.length === 0) return []
  const base = siteUrl.replace(/\/+$/, '')
  const abs = (u: string) => (/^https?:\/\//.test(u) ? u : base + u)
  const rows = await queryRows<Row>(feedVehiclesSql(conditions))
  return rows.map((r) => {
    const condition = isCondition(r.condition) ? r.condition : 'used'
    const year = Number(r.year)
    return {
      vin: r.vin,
      stockNumber: r.stock_number,
      condition,
      year,
      make: r.make,
      model: r.model,
      trim: r.trim,
      title: r.title || [year, r.make, r.model, r.trim].filter(Boolean).join(' '),
      price: num(r.price),
      oldPrice: num(r.old_price),
      priceDrop: num(r.price_drop) ?? 0,
      mileage: num(r.mileage),
      bodystyle: r.bodystyle !== null && isBodyStyle(r.bodystyle) ? r.bodystyle : null,
      transmission: isTransmission(r.transmission) ? r.transmission : null,
      drivetrain: r.drivetrain,
      fuelType: r.fuel_type,
      exteriorColor: r.exterior_color,
      url: base + formatVehicleUrl({ condition, year, make: r.make, model: r.model, trim: r.trim, vin: r.vin }),
      images: vehicleImages(condition, 'detail', {
        previewImage: r.preview_image,
        imageCustomBg: r.image_custom_bg,
        additionalImages: r.additional,
        evoxImages: r.evox,
      }).map(abs),
      store: r.store_code
        ? {
            storeId: r.store_code,
            name: r.store_name ?? '',
            addressLine1: r.addr ?? '',
            city: r.city ?? '',
            state: r.state ?? '',
            zip: r.zip ?? '',
            latitude: num(r.lat),
            longitude: num(r.lng),
          }
        : null,
    }
  })
}
