import { describe, expect, it } from 'vitest'
import type { SearchFilters } from './filters'
import { normalizeFilters } from './normalize'

describe('normalizeFilters', () => {
  it.each<[SearchFilters, SearchFilters]>([
    [{}, {}],
    [
      { condition: 'used', make: 'Toyota', model: 'Camry' },
      { condition: 'used', make: 'toyota', model: 'camry' },
    ],
    [{ model: 'camry' }, {}],
    [{ make: '!!!', model: 'camry' }, {}],
    [{ features: ['Sunroof', 'Heated Seats', 'sunroof', ''] }, { features: ['heated-seats', 'sunroof'] }],
    [
      { price: { min: 0 }, mileage: { min: 0, max: 85000 }, year: { min: 2022, max: 2018 } },
      { mileage: { max: 85000 }, year: { min: 2018, max: 2022 } },
    ],
    [
      { store: ' Rockford ', q: '  Camry  ' },
      { store: 'rockford', q: 'camry' },
    ],
    [{ greatDeals: 'free-cars' as never, bodystyle: 'suv' as never, condition: 'stolen' as never }, {}],
    [{ private: true }, { private: true }],
    [{ private: false }, {}],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeFilters(input)).toStrictEqual(expected)
  })

  it('is idempotent', () => {
    const once = normalizeFilters({ make: 'Honda', model: 'CR-V', features: ['Apple CarPlay'], q: ' <b>x</b> ' })
    expect(normalizeFilters(once)).toStrictEqual(once)
  })
})
