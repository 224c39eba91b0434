import { describe, expect, it } from 'vitest'
import { parseCsv } from '@/domain/inventory-import/csv'
import { advertisedPrices } from './sale-price'
import { googleVehicleFeed, metaAutomotiveCatalog, type FeedVehicle } from '.'

describe('advertisedPrices (issue 37: the feeds carry the previous price only while a drop counts)', () => {
  it.each<[string, number, number | null, number, { price: number; salePrice: number | null }]>([
    ['a drop inside the window', 20_000, 21_000, 1_000, { price: 21_000, salePrice: 20_000 }],
    ['a drop past the window (row keeps the old price)', 20_000, 21_000, 0, { price: 20_000, salePrice: null }],
    ['no old price', 20_000, null, 0, { price: 20_000, salePrice: null }],
    ['an old price below the price', 20_000, 19_000, 0, { price: 20_000, salePrice: null }],
  ])('%s', (_name, price, oldPrice, priceDrop, expected) => {
    expect(advertisedPrices({ price, oldPrice, priceDrop })).toEqual(expected)
  })
})

describe('the Google and Meta rows of a drop that aged out of the window', () => {
  const expired: FeedVehicle = {
    vin: '1HGCV1F34KA000000',
    stockNumber: 'M1',
    title: '2019 Honda Accord Sport',
    condition: 'used',
    year: 2019,
    make: 'Honda',
    model: 'Accord',
    trim: 'Sport',
    price: 21_995,
    oldPrice: 22_995,
    priceDrop: 0,
    mileage: 32_000,
    bodystyle: 'sedans',
    transmission: 'automatic',
    drivetrain: 'FWD',
    fuelType: 'Gasoline',
    exteriorColor: 'Blue',
    url: 'https://example.com/v',
    images: ['https://example.com/a.webp'],
    store: null,
  }
  const first = (csv: string) => {
    const [header, row] = parseCsv(csv)
    return Object.fromEntries(header.map((h, i) => [h, row[i]]))
  }

  it('advertise today’s price with no sale price', () => {
    expect(first(googleVehicleFeed([expired]))).toMatchObject({ price: '21995.00 USD', sale_price: '' })
    expect(first(metaAutomotiveCatalog([expired], 'Dealer'))).toMatchObject({ price: '21995 USD', sale_price: '' })
  })
})
