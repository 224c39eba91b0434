import { describe, expect, it } from 'vitest'
import { fieldErrors, offerRequestSchema } from './offer-request'

const now = new Date('2026-11-22T12:00:00Z')
const good = { vehicle: { year: 2019, make: 'Honda', model: 'Accord', mileage: 60000 }, answers: { '100': 'great' } }

function errorsOf(input: unknown) {
  const r = offerRequestSchema(now).safeParse(input)
  return r.success ? {} : fieldErrors(r.error)
}

describe('offerRequestSchema', () => {
  it('accepts a plain request and coerces numbers typed as text', () => {
    const r = offerRequestSchema(now).safeParse({
      ...good,
      vehicle: { ...good.vehicle, year: '2019', mileage: '60000', vin: '1HGCM82633A004352' },
    })
    expect(r.success && r.data.vehicle).toMatchObject({ year: 2019, mileage: 60000, vin: '1HGCM82633A004352' })
  })

  it.each([
    ['negative mileage', { mileage: -5 }, 'vehicle.mileage', 'Mileage cannot be negative.'],
    ['absurd mileage', { mileage: 5_000_000 }, 'vehicle.mileage', 'Enter the mileage of the vehicle.'],
    ['fractional mileage', { mileage: 10.5 }, 'vehicle.mileage', 'Enter the mileage in whole miles.'],
    ['empty mileage', { mileage: '' }, 'vehicle.mileage', 'Enter the mileage of the vehicle.'],
    ['blank mileage', { mileage: '  ' }, 'vehicle.mileage', 'Enter the mileage of the vehicle.'],
    ['null mileage', { mileage: null }, 'vehicle.mileage', 'Enter the mileage of the vehicle.'],
    ['no mileage', { mileage: undefined }, 'vehicle.mileage', 'Enter the mileage of the vehicle.'],
    ['empty year', { year: '' }, 'vehicle.year', 'Enter the year of the vehicle.'],
    [
      'bad check digit',
      { vin: '1HGCM82643A004352' },
      'vehicle.vin',
      'Enter the 17-character VIN exactly as it appears on the vehicle.',
    ],
    [
      '16-character VIN',
      { vin: '1HGCM82633A00435' },
      'vehicle.vin',
      'Enter the 17-character VIN exactly as it appears on the vehicle.',
    ],
    ['future year', { year: 2030 }, 'vehicle.year', 'Enter the year of the vehicle.'],
    ['missing make', { make: ' ' }, 'vehicle.make', 'Enter the make of the vehicle.'],
    ['missing model', { model: undefined }, 'vehicle.model', 'Enter the model of the vehicle.'],
  ])('%s', (_name, patch, field, message) => {
    expect(errorsOf({ ...good, vehicle: { ...good.vehicle, ...patch } })[field]).toBe(message)
  })

  it('refuses answers that are objects', () => {
    expect(Object.keys(errorsOf({ ...good, answers: { '100': { evil: true } } }))).toContain('answers.100')
  })
})
