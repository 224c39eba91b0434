import { describe, expect, it } from 'vitest'
import {
  displayMake,
  fillMissingSpecs,
  formatEngine,
  mapBodyStyle,
  mapDrivetrain,
  mapFuelType,
  mapTransmission,
  mapVinDecode,
  type DecodedVehicle,
  type RawVinDecode,
} from './vin-decode'

describe('mapBodyStyle: decoder body classes -> our body styles (site.md section 3)', () => {
  it.each([
    ['Sedan', 'sedans'],
    ['Sedan/Saloon', 'sedans'],
    ['Coupe', 'coupes'],
    ['Convertible', 'convertibles'],
    ['Convertible/Cabriolet', 'convertibles'],
    ['Hatchback', 'hatchbacks'],
    ['Hatchback/Liftback/Notchback', 'hatchbacks'],
    ['Wagon', 'wagons'],
    ['SUV', 'suvs'],
    ['Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)', 'suvs'],
    ['Crossover Utility Vehicle (CUV)', 'suvs'],
    ['Minivan', 'minivans'],
    ['Van', 'commercial'],
    ['Cargo Van', 'commercial'],
    ['Pickup', 'trucks'],
    ['Truck', 'trucks'],
    ['Motorcycle', null],
    ['Other', null],
    ['', null],
    [undefined, null],
  ])('%j -> %j', (input, expected) => {
    expect(mapBodyStyle(input)).toBe(expected)
  })
})

describe('mapDrivetrain', () => {
  it.each([
    ['FWD/Front-Wheel Drive', 'FWD'],
    ['RWD/ Rear-Wheel Drive', 'RWD'],
    ['AWD/All-Wheel Drive', 'AWD'],
    ['4WD/4-Wheel Drive/4x4', '4WD'],
    ['4x4', '4WD'],
    ['4x2', null],
    ['', null],
  ])('%j -> %j', (input, expected) => {
    expect(mapDrivetrain(input)).toBe(expected)
  })
})

describe('mapFuelType', () => {
  it.each([
    ['Gasoline', 'Gasoline'],
    ['Diesel', 'Diesel'],
    ['Electric', 'Electric'],
    ['Hybrid', 'Hybrid'],
    ['Flexible Fuel Vehicle (FFV)', 'Flex Fuel'],
    ['Compressed Natural Gas (CNG)', 'Compressed Natural Gas (CNG)'],
    [undefined, null],
  ])('%j -> %j', (input, expected) => {
    expect(mapFuelType(input)).toBe(expected)
  })
})

describe('mapTransmission', () => {
  it.each([
    ['Automatic', 'automatic'],
    ['Continuously Variable Transmission (CVT)', 'automatic'],
    ['Dual-Clutch Transmission (DCT)', 'automatic'],
    ['Automated Manual Transmission (AMT)', 'automatic'],
    ['Manual/Standard', 'manual'],
    ['', null],
  ])('%j -> %j', (input, expected) => {
    expect(mapTransmission(input)).toBe(expected)
  })
})

describe('formatEngine and displayMake', () => {
  it.each([
    [{ displacement: '2.00', cylinders: '4' }, '2.0L 4-cylinder'],
    [{ displacement: '3.5', cylinders: '6', fuel: 'Gasoline' }, '3.5L 6-cylinder'],
    [{ cylinders: '6', model: 'J30A4' }, '6-cylinder'],
    [{ displacement: '2.4' }, '2.4L'],
    [{ fuel: 'Electric' }, null],
    [undefined, null],
  ])('engine %j -> %j', (input, expected) => {
    expect(formatEngine(input)).toBe(expected)
  })
  it.each([
    ['HONDA', 'Honda'],
    ['MERCEDES-BENZ', 'Mercedes-Benz'],
    ['LAND ROVER', 'Land Rover'],
    ['BMW', 'BMW'],
    ['Honda', 'Honda'],
  ])('make %j -> %j', (input, expected) => {
    expect(displayMake(input)).toBe(expected)
  })
})

const raw = (vehicle: RawVinDecode['components']['vehicle'], extra: Partial<RawVinDecode> = {}): RawVinDecode => ({
  valid: true,
  components: { vehicle },
  errors: [],
  ...extra,
})

describe('mapVinDecode (issue 3 feeds, issue 7 trade-in VIN entry)', () => {
  it('maps a full decode (the 2003 Accord coupe of 1HGCM82633A004352)', () => {
    const decoded = mapVinDecode('1HGCM82633A004352', {
      valid: true,
      components: {
        vehicle: {
          make: 'Honda',
          model: 'Accord',
          year: 2003,
          bodyStyle: 'Coupe',
          fuelType: 'Gasoline',
          trim: 'EX-V6',
          doors: '2',
        },
        engine: { fuel: 'Gasoline', cylinders: '6', model: 'J30A4' },
      },
      errors: [],
    })
    expect(decoded).toEqual({
      vin: '1HGCM82633A004352',
      year: 2003,
      make: 'Honda',
      model: 'Accord',
      trim: 'EX-V6',
      bodystyle: 'coupes',
      doors: 2,
      transmission: null,
      drivetrain: null,
      fuelType: 'Gasoline',
      engine: '6-cylinder',
    })
  })

  it.each([
    [
      'a list of possible trims is no trim',
      raw({ make: 'Hyundai', model: 'Santa Fe Sport', year: 2013, trim: 'Sport / Sport Turbo' }),
      { trim: null },
    ],
    ['doors out of range are dropped', raw({ make: 'Ford', model: 'F-150', year: 2013, doors: '0' }), { doors: null }],
    [
      'upper-case makes are shown in title case',
      raw({ make: 'TOYOTA', model: 'Camry', year: 2012 }),
      { make: 'Toyota' },
    ],
    [
      'fuel comes from the engine when the vehicle has none',
      {
        valid: true,
        components: { vehicle: { make: 'Tesla', model: 'Model 3', year: 2019 }, engine: { fuel: 'Electric' } },
        errors: [],
      },
      { fuelType: 'Electric', engine: null },
    ],
  ])('%s', (_, input, expected) => {
    expect(mapVinDecode('X', input)).toMatchObject(expected)
  })

  it.each([
    ['no vehicle part', { valid: false, components: {}, errors: [{ code: '300', severity: 'error' }] }],
    [
      'an error-level problem',
      raw({ make: 'Honda', model: 'Accord', year: 2003 }, { errors: [{ code: '400', severity: 'error' }] }),
    ],
    ['no model', raw({ make: 'Honda', model: '', year: 2003 })],
    ['year not encoded (0)', raw({ make: 'Volvo', model: 'XC90', year: 0 })],
  ])('undecodable: %s', (_, input) => {
    expect(mapVinDecode('X', input)).toBeNull()
  })

  it('a check-digit warning alone does not make a VIN undecodable (we check the digit ourselves first)', () => {
    expect(
      mapVinDecode(
        'X',
        raw({ make: 'Ford', model: 'F-150', year: 2013 }, { errors: [{ code: '200', severity: 'warning' }] }),
      ),
    ).not.toBeNull()
  })
})

describe('fillMissingSpecs: never overwrite what the feed says', () => {
  const decoded: DecodedVehicle = {
    vin: 'X',
    year: 2019,
    make: 'Honda',
    model: 'Civic',
    trim: 'LX',
    bodystyle: 'sedans',
    doors: 4,
    transmission: null,
    drivetrain: 'FWD',
    fuelType: 'Gasoline',
    engine: '2.0L 4-cylinder',
  }
  const empty = {
    trim: null,
    bodystyle: null,
    doors: null,
    transmission: null,
    drivetrain: null,
    fuelType: null,
    engine: null,
  }
  it.each([
    [
      'fills every empty spec the decode knows',
      empty,
      {
        ...empty,
        trim: 'LX',
        bodystyle: 'sedans',
        doors: 4,
        drivetrain: 'FWD',
        fuelType: 'Gasoline',
        engine: '2.0L 4-cylinder',
      },
      ['trim', 'bodystyle', 'doors', 'drivetrain', 'fuelType', 'engine'],
    ],
    [
      'keeps the feed values',
      { ...empty, trim: 'Sport', bodystyle: 'coupes', engine: '1.5L Turbo' },
      {
        ...empty,
        trim: 'Sport',
        bodystyle: 'coupes',
        doors: 4,
        drivetrain: 'FWD',
        fuelType: 'Gasoline',
        engine: '1.5L Turbo',
      },
      ['doors', 'drivetrain', 'fuelType'],
    ],
  ] as const)('%s', (_, vehicle, expected, filled) => {
    const out = fillMissingSpecs({ ...vehicle, vin: 'X' }, decoded)
    expect(out.vehicle).toEqual({ ...expected, vin: 'X' })
    expect(out.filled).toEqual(filled)
  })
  it('an undecodable VIN changes nothing', () => {
    expect(fillMissingSpecs(empty, null)).toEqual({ vehicle: empty, filled: [] })
  })
})
