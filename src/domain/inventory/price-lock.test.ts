import { describe, expect, it } from 'vitest'
import { advertisedConditions, isPriceLocked, lockedConditions, withoutPrice } from './price-lock'

const SAMPLE = ['new', 'used', 'certified']

describe('locked prices (site.md section 6, decision 0185)', () => {
  it.each([
    ['sample rules, not unlocked', SAMPLE, false, 'used', true],
    ['sample rules, unlocked', SAMPLE, true, 'used', false],
    ['production rules, used', ['certified'], false, 'used', false],
    ['production rules, certified', ['certified'], false, 'certified', true],
    ['production rules, certified, unlocked', ['certified'], true, 'certified', false],
    ['nothing locked', [], false, 'new', false],
  ])('%s', (_name, unlockRequired, unlocked, condition, locked) => {
    expect(isPriceLocked(condition, lockedConditions(unlockRequired, unlocked))).toBe(locked)
  })

  it.each([
    [
      'a priced vehicle with a drop',
      { price: 23995, oldPrice: 25995, priceDrop: 2000 },
      { price: null, oldPrice: null, priceDrop: 0 },
    ],
    [
      'a vehicle without a price',
      { price: null, oldPrice: null, priceDrop: null },
      { price: null, oldPrice: null, priceDrop: null },
    ],
  ])('withoutPrice: %s keeps no amount', (_name, vehicle, expected) => {
    expect(withoutPrice({ vin: 'X', ...vehicle })).toEqual({ vin: 'X', ...expected })
  })

  it.each([
    ['sample: every condition locked', SAMPLE, SAMPLE, []],
    ['production: used live, certified locked', ['used'], ['certified'], ['used']],
    ['used locked only', SAMPLE, ['used'], ['new', 'certified']],
  ])('advertised conditions, %s', (_name, live, unlockRequired, expected) => {
    expect(advertisedConditions(live, unlockRequired)).toEqual(expected)
  })
})
