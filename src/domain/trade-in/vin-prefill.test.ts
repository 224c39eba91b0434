import { describe, expect, it } from 'vitest'
import { mergePrefill, prefillFromVin } from './vin-prefill'

const makes = { Honda: ['Accord', 'Civic'], Toyota: ['Camry'] }
const years = [2026, 2025, 2024, 2003]

describe('prefillFromVin (issue 7: VIN entry prefills year, make, model, trim)', () => {
  it.each([
    [
      'a make and model the guide lists, matched whatever the case',
      { year: 2003, make: 'HONDA', model: 'accord', trim: 'EX-V6' },
      { year: '2003', make: 'Honda', model: 'Accord', series: 'EX-V6' },
      makes,
    ],
    [
      "no trim leaves the shopper's trim alone",
      { year: 2024, make: 'Toyota', model: 'Camry', trim: null },
      { year: '2024', make: 'Toyota', model: 'Camry' },
      makes,
    ],
    [
      'a model the guide lacks is added under the known make',
      { year: 2025, make: 'Honda', model: 'Pilot', trim: 'EX' },
      { year: '2025', make: 'Honda', model: 'Pilot', series: 'EX' },
      { ...makes, Honda: ['Accord', 'Civic', 'Pilot'] },
    ],
    [
      'an unknown make is added with its model',
      { year: 2024, make: 'Jeep', model: 'Grand Cherokee', trim: null },
      { year: '2024', make: 'Jeep', model: 'Grand Cherokee' },
      { ...makes, Jeep: ['Grand Cherokee'] },
    ],
  ])('%s', (_, decoded, values, expectedMakes) => {
    const out = prefillFromVin(decoded, makes, years)
    expect(out.values).toEqual(values)
    expect(out.makes).toEqual(expectedMakes)
  })

  it('adds a year older than the pickers offer, newest first', () => {
    expect(prefillFromVin({ year: 1990, make: 'Honda', model: 'Civic', trim: null }, makes, years).years).toEqual([
      2026, 2025, 2024, 2003, 1990,
    ])
    expect(prefillFromVin({ year: 2024, make: 'Honda', model: 'Civic', trim: null }, makes, years).years).toEqual(years)
  })
})

describe('mergePrefill: a decoded VIN never overwrites what the shopper picked', () => {
  const empty = { year: '', make: '', model: '', series: '', mileage: '1000' }
  const civic = { year: '2019', make: 'Honda', model: 'Civic', series: 'LX' }
  it.each([
    ['fills an empty form', empty, civic, null, { ...civic, mileage: '1000' }],
    [
      'keeps a year picked by hand before the answer arrived',
      { ...empty, year: '2018' },
      civic,
      null,
      { ...civic, year: '2018', mileage: '1000' },
    ],
    [
      'keeps a make picked by hand, and then its model slot',
      { ...empty, year: '2018', make: 'Toyota' },
      civic,
      null,
      { year: '2018', make: 'Toyota', model: '', series: 'LX', mileage: '1000' },
    ],
    [
      'a second VIN replaces what the first one filled',
      { ...civic, mileage: '1000' },
      { year: '2003', make: 'Honda', model: 'Accord', series: 'EX-V6' },
      civic,
      { year: '2003', make: 'Honda', model: 'Accord', series: 'EX-V6', mileage: '1000' },
    ],
    [
      'a second VIN keeps what the shopper changed after the first',
      { ...civic, series: 'Sport', mileage: '1000' },
      { year: '2003', make: 'Honda', model: 'Accord', series: 'EX-V6' },
      civic,
      { year: '2003', make: 'Honda', model: 'Accord', series: 'Sport', mileage: '1000' },
    ],
    [
      'no decoded trim leaves the trim alone',
      { ...empty, series: 'Touring' },
      { year: '2019', make: 'Honda', model: 'Civic' },
      null,
      { year: '2019', make: 'Honda', model: 'Civic', series: 'Touring', mileage: '1000' },
    ],
  ])('%s', (_, current, prefill, previous, expected) => {
    expect(mergePrefill(current, prefill, previous)).toEqual(expected)
  })
})
