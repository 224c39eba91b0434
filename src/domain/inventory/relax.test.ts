import { describe, expect, it } from 'vitest'
import { relaxations } from './relax'

describe('relaxations', () => {
  it('drops the keyword, then price, features, model, make and body style, keeping the condition', () => {
    const steps = relaxations({
      condition: 'used',
      bodystyle: 'suvs',
      make: 'toyota',
      model: 'rav4',
      features: ['sunroof'],
      price: { max: 5000 },
      q: 'sport',
    })
    expect(steps.map((s) => s.dropped.at(-1))).toEqual(['q', 'price', 'features', 'model', 'make', 'bodystyle'])
    expect(steps[1].filters).toEqual({
      condition: 'used',
      bodystyle: 'suvs',
      make: 'toyota',
      model: 'rav4',
      features: ['sunroof'],
    })
    expect(steps.at(-1)?.filters).toEqual({ condition: 'used' })
  })

  it('drops mileage, year, store and deals before the spec priority filters', () => {
    const steps = relaxations({ price: { max: 9000 }, year: { min: 2024 }, mileage: { max: 100 }, store: 'moline' })
    expect(steps.map((s) => s.dropped.at(-1))).toEqual(['mileage', 'year', 'store', 'price'])
  })

  it('has nothing to drop from an unfiltered search', () => {
    expect(relaxations({ condition: 'used' })).toEqual([])
  })
})
