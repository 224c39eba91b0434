/**
 * Meta (Facebook) automotive catalog, CSV with Meta's vehicle catalog field names and enums:
 * state_of_vehicle NEW|USED|CPO, body_style SUV|SEDAN|..., transmission AUTOMATIC|MANUAL,
 * drivetrain FWD|RWD|AWD|4X4, fuel_type GASOLINE|DIESEL|ELECTRIC|HYBRID|FLEX|OTHER,
 * mileage.value + mileage.unit MI, price "N USD".
 */
import { toCsv } from './csv-write'
import type { FeedVehicle } from './types'
import { advertisedPrices } from './sale-price'

export const META_HEADER = [
  'vehicle_id',
  'title',
  'description',
  'url',
  'make',
  'model',
  'year',
  'trim',
  'mileage.value',
  'mileage.unit',
  'image[0].url',
  'image[1].url',
  'image[2].url',
  'transmission',
  'body_style',
  'drivetrain',
  'vin',
  'price',
  'sale_price',
  'exterior_color',
  'state_of_vehicle',
  'fuel_type',
  'availability',
  'dealer_id',
  'dealer_name',
  'address.addr1',
  'address.city',
  'address.region',
  'address.postal_code',
  'address.country',
  'latitude',
  'longitude',
] as const

const META_BODY: Record<string, string> = {
  suvs: 'SUV',
  sedans: 'SEDAN',
  wagons: 'WAGON',
  coupes: 'COUPE',
  convertibles: 'CONVERTIBLE',
  hatchbacks: 'HATCHBACK',
  trucks: 'TRUCK',
  minivans: 'MINIVAN',
  commercial: 'VAN',
}

function drivetrain(value: string | null): string {
  const v = (value ?? '').toUpperCase()
  if (v === '4WD' || v === '4X4') return '4X4'
  return ['FWD', 'RWD', 'AWD', '4X2'].includes(v) ? v : 'OTHER'
}

function fuel(value: string | null): string {
  const v = (value ?? '').toLowerCase()
  if (v.includes('hybrid')) return 'HYBRID'
  if (v.includes('electric')) return 'ELECTRIC'
  if (v.includes('diesel')) return 'DIESEL'
  if (v.includes('flex')) return 'FLEX'
  if (v.includes('gas') || v.includes('petrol')) return 'GASOLINE'
  return 'OTHER'
}

export function metaAutomotiveCatalog(vehicles: readonly FeedVehicle[], dealerName: string): string {
  const rows = vehicles
    .filter((v) => v.price !== null && v.images.length > 0)
    .map((v) => {
      const prices = advertisedPrices(v)
      return {
        vehicle_id: v.vin,
        title: v.title,
        description: `${v.title}. Free vehicle-history report and 75-point inspection.`,
        url: v.url,
        make: v.make,
        model: v.model,
        year: v.year,
        trim: v.trim,
        'mileage.value': v.mileage ?? 0,
        'mileage.unit': 'MI',
        'image[0].url': v.images[0],
        'image[1].url': v.images[1],
        'image[2].url': v.images[2],
        transmission: v.transmission === 'manual' ? 'MANUAL' : v.transmission === 'automatic' ? 'AUTOMATIC' : '',
        body_style: v.bodystyle ? (META_BODY[v.bodystyle] ?? 'OTHER') : 'OTHER',
        drivetrain: drivetrain(v.drivetrain),
        vin: v.vin,
        price: `${prices.price} USD`,
        sale_price: prices.salePrice !== null ? `${prices.salePrice} USD` : '',
        exterior_color: v.exteriorColor,
        state_of_vehicle: v.condition === 'new' ? 'NEW' : v.condition === 'certified' ? 'CPO' : 'USED',
        fuel_type: fuel(v.fuelType),
        availability: 'available',
        dealer_id: v.store?.storeId ?? '',
        dealer_name: v.store ? `${dealerName} ${v.store.name}` : dealerName,
        'address.addr1': v.store?.addressLine1,
        'address.city': v.store?.city,
        'address.region': v.store?.state,
        'address.postal_code': v.store?.zip,
        'address.country': 'US',
        latitude: v.store?.latitude,
        longitude: v.store?.longitude,
      }
    })
  return toCsv(META_HEADER, rows)
}
