/**
 * Google vehicle listings (vehicle ads) feed, CSV with Google's attribute names and enums:
 * condition new|used, certified_pre_owned yes|no, mileage "N miles", price "N.00 USD",
 * vehicle_fulfillment "in_store:{store_code}".
 */
import { toCsv } from './csv-write'
import type { FeedVehicle } from './types'
import { advertisedPrices } from './sale-price'
import { formatCount } from '@/domain/money/format-count'

export const GOOGLE_HEADER = [
  'id',
  'store_code',
  'vehicle_fulfillment',
  'title',
  'description',
  'link',
  'image_link',
  'additional_image_link',
  'price',
  'sale_price',
  'condition',
  'certified_pre_owned',
  'brand',
  'model',
  'year',
  'trim',
  'mileage',
  'vin',
  'color',
  'body_style',
  'engine',
  'availability',
] as const

const GOOGLE_BODY: Record<string, string> = {
  suvs: 'suv',
  sedans: 'sedan',
  wagons: 'wagon',
  coupes: 'coupe',
  convertibles: 'convertible',
  hatchbacks: 'hatchback',
  trucks: 'truck',
  minivans: 'minivan',
  commercial: 'van',
}

const money = (n: number) => `${n.toFixed(2)} USD`

/** Vehicles without a price cannot be advertised (Google requires one), so they are left out. */
export function googleVehicleFeed(vehicles: readonly FeedVehicle[]): string {
  const rows = vehicles
    .filter((v) => v.price !== null && v.images.length > 0)
    .map((v) => {
      const prices = advertisedPrices(v)
      return {
        id: v.vin,
        store_code: v.store?.storeId ?? '',
        vehicle_fulfillment: v.store ? `in_store:${v.store.storeId}` : '',
        title: v.title,
        description: `${v.title}${v.mileage !== null ? `, ${formatCount(v.mileage)} miles` : ''}. Free vehicle-history report and 75-point inspection.`,
        link: v.url,
        image_link: v.images[0],
        additional_image_link: v.images.slice(1, 10).join(','),
        price: money(prices.price),
        sale_price: prices.salePrice !== null ? money(prices.salePrice) : '',
        condition: v.condition === 'new' ? 'new' : 'used',
        certified_pre_owned: v.condition === 'certified' ? 'yes' : 'no',
        brand: v.make,
        model: v.model,
        year: v.year,
        trim: v.trim,
        mileage: v.mileage !== null ? `${v.mileage} miles` : '',
        vin: v.vin,
        color: v.exteriorColor,
        body_style: v.bodystyle ? (GOOGLE_BODY[v.bodystyle] ?? '') : '',
        engine: '',
        availability: 'in_stock',
      }
    })
  return toCsv(GOOGLE_HEADER, rows)
}
