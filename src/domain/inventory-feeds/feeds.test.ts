import { describe, expect, it } from 'vitest'
import { parseCsv } from '@/domain/inventory-import/csv'
import { googleVehicleFeed, metaAutomotiveCatalog, toCsv, type FeedVehicle } from '.'

const vehicle: FeedVehicle = {
  vin: '1HGCV1F34KA000000',
  stockNumber: 'M1',
  title: '2019 Honda Accord Sport',
  condition: 'certified',
  year: 2019,
  make: 'Honda',
  model: 'Accord',
  trim: 'Sport',
  price: 21995,
  oldPrice: 22995,
  priceDrop: 1000,
  mileage: 32000,
  bodystyle: 'sedans',
  transmission: 'automatic',
  drivetrain: 'FWD',
  fuelType: 'Gasoline',
  exteriorColor: 'Blue, metallic',
  url: 'https://example.com/certified-cars-for-sale/2019-honda-accord-sport-1hgcv1f34ka000000',
  images: ['https://example.com/a.webp', 'https://example.com/b.webp'],
  store: {
    storeId: 'moline',
    name: 'Moline',
    addressLine1: '1 Main St',
    city: 'Moline',
    state: 'IL',
    zip: '61265',
    latitude: 41.5,
    longitude: -90.5,
  },
}

const asObjects = (csv: string) => {
  const [header, ...rows] = parseCsv(csv)
  return rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])))
}

describe('advertising feeds (issue 3)', () => {
  it('writes Google vehicle listings fields and enums', () => {
    const [row] = asObjects(googleVehicleFeed([vehicle, { ...vehicle, vin: 'X', price: null }]))
    expect(row).toMatchObject({
      id: vehicle.vin,
      store_code: 'moline',
      vehicle_fulfillment: 'in_store:moline',
      price: '22995.00 USD',
      sale_price: '21995.00 USD',
      condition: 'used',
      certified_pre_owned: 'yes',
      mileage: '32000 miles',
      body_style: 'sedan',
      color: 'Blue, metallic',
      availability: 'in_stock',
      additional_image_link: 'https://example.com/b.webp',
    })
    expect(asObjects(googleVehicleFeed([vehicle, { ...vehicle, vin: 'X', price: null }]))).toHaveLength(1)
  })

  it('writes Meta automotive catalog fields and enums', () => {
    const [row] = asObjects(metaAutomotiveCatalog([vehicle], 'Midwest Motor Group'))
    expect(row).toMatchObject({
      vehicle_id: vehicle.vin,
      'mileage.value': '32000',
      'mileage.unit': 'MI',
      state_of_vehicle: 'CPO',
      body_style: 'SEDAN',
      transmission: 'AUTOMATIC',
      drivetrain: 'FWD',
      fuel_type: 'GASOLINE',
      price: '22995 USD',
      sale_price: '21995 USD',
      dealer_name: 'Midwest Motor Group Moline',
      'address.region': 'IL',
    })
  })

  it('quotes and defuses spreadsheet formulas', () => {
    expect(toCsv(['a', 'b'], [{ a: '=HYPERLINK("x")', b: 'say "hi"' }])).toBe(
      'a,b\r\n"\'=HYPERLINK(""x"")","say ""hi"""\r\n',
    )
  })
})
