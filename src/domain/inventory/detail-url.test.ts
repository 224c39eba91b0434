import { describe, expect, it } from 'vitest'
import { formatVehicleUrl, looksLikeVehicleSlug, parseVehiclePath, type VehicleUrlInput } from './detail-url'

describe('formatVehicleUrl', () => {
  it.each<[VehicleUrlInput, string]>([
    [
      { condition: 'used', year: 2019, make: 'Honda', model: 'Accord', trim: 'Sport', vin: '1HGCV1F34KA000000' },
      '/used-cars-for-sale/2019-honda-accord-sport-1hgcv1f34ka000000',
    ],
    [
      {
        condition: 'new',
        year: 2024,
        make: 'Chevrolet',
        model: 'Silverado 1500',
        trim: 'LTZ',
        vin: '1GCUYGED0RZ000000',
      },
      '/new-cars-for-sale/2024-chevrolet-silverado-1500-ltz-1gcuyged0rz000000',
    ],
    [
      { condition: 'certified', year: 2021, make: 'BMW', model: '3 Series', trim: null, vin: 'WBA5R1C50MF000000' },
      '/certified-cars-for-sale/2021-bmw-3-series-wba5r1c50mf000000',
    ],
    [
      { condition: 'used', year: 2020, make: 'Honda', model: 'CR-V', trim: 'EX-L', vin: '7fart6h89le000000' },
      '/used-cars-for-sale/2020-honda-cr-v-ex-l-7fart6h89le000000',
    ],
    [
      {
        condition: 'used',
        year: 2018,
        make: 'Toyota',
        model: 'Tacoma',
        trim: 'TRD Off-Road',
        vin: '3TMCZ5AN1JM000000',
      },
      '/used-cars-for-sale/2018-toyota-tacoma-trd-off-road-3tmcz5an1jm000000',
    ],
  ])('%j -> %s', (vehicle, url) => {
    expect(formatVehicleUrl(vehicle)).toBe(url)
    const [, condition, slug] = url.split('/')
    expect(parseVehiclePath(condition, slug)).toMatchObject({
      ok: true,
      condition: vehicle.condition,
      year: vehicle.year,
      vin: vehicle.vin.toUpperCase(),
    })
  })
})

describe('parseVehiclePath', () => {
  it.each([
    [
      'used-cars-for-sale',
      '2019-honda-accord-sport-1hgcv1f34ka000000',
      { ok: true, condition: 'used', year: 2019, value: 'honda-accord-sport', vin: '1HGCV1F34KA000000' },
    ],
    [
      'used-cars-for-sale',
      '2019-honda-accord-sport-1HGCV1F34KA000000',
      { ok: true, condition: 'used', year: 2019, value: 'honda-accord-sport', vin: '1HGCV1F34KA000000' },
    ], // VIN any case
    [
      'Used-Cars-For-Sale',
      '2019-Honda-Accord-1HGCV1F34KA000000',
      { ok: true, condition: 'used', year: 2019, value: 'honda-accord', vin: '1HGCV1F34KA000000' },
    ],
    [
      'new-cars-for-sale',
      '2025-x-12345678901234567',
      { ok: true, condition: 'new', year: 2025, value: 'x', vin: '12345678901234567' },
    ],
    ['cars-for-sale', '2019-honda-accord-1hgcv1f34ka000000', { ok: false, reason: 'condition' }],
    ['stolen-cars-for-sale', '2019-honda-accord-1hgcv1f34ka000000', { ok: false, reason: 'condition' }],
    ['used-vehicle', '2019-honda-accord-1hgcv1f34ka000000', { ok: false, reason: 'condition' }],
    ['used-cars-for-sale', '20x9-honda-accord-1hgcv1f34ka000000', { ok: false, reason: 'year' }],
    ['used-cars-for-sale', '19-honda-accord-1hgcv1f34ka000000', { ok: false, reason: 'year' }],
    ['used-cars-for-sale', '02019-honda-accord-1hgcv1f34ka000000', { ok: false, reason: 'year' }],
    ['used-cars-for-sale', '2019-honda-accord-1hgcv1f34ka00000', { ok: false, reason: 'vin' }], // 16
    ['used-cars-for-sale', '2019-honda-accord-1hgcv1f34ka0000000', { ok: false, reason: 'vin' }], // 18
    ['used-cars-for-sale', '2019-honda-accord-1hgcv1f34ka00000_', { ok: false, reason: 'vin' }],
    ['used-cars-for-sale', '2019-1hgcv1f34ka000000', { ok: false, reason: 'slug' }], // no make/model
    ['used-cars-for-sale', '2019-honda--1hgcv1f34ka000000', { ok: false, reason: 'slug' }],
    ['used-cars-for-sale', '2019-<script>-1hgcv1f34ka000000', { ok: false, reason: 'slug' }],
    ['used-cars-for-sale', "2019-' or 1=1-1hgcv1f34ka000000", { ok: false, reason: 'slug' }],
    ['used-cars-for-sale', '', { ok: false, reason: 'slug' }],
  ])('%s/%s', (condition, slug, expected) => {
    expect(parseVehiclePath(condition, slug)).toEqual(expected)
  })
})

describe('looksLikeVehicleSlug', () => {
  it.each([
    ['2019-honda-accord-sport-1hgcv1f34ka000000', true],
    ['2019-honda-accord-1HGCV1F34KA000000', true],
    ['suvs', false],
    ['toyota-camry', false],
    ['price-under-20000', false],
    ['with-sunroof', false],
  ])('%s -> %s', (segment, expected) => {
    expect(looksLikeVehicleSlug(segment)).toBe(expected)
  })
})
