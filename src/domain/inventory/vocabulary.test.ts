import { describe, expect, it } from 'vitest'
import { buildVocabulary, isKnownFeature, isKnownMake, isKnownModel, isKnownStore } from './vocabulary'
import { TEST_VOCABULARY as V } from './vocabulary-fixture'

describe('buildVocabulary', () => {
  it('slugifies, de-duplicates and sorts', () => {
    expect(
      buildVocabulary({
        vehicles: [
          { make: 'Toyota', model: 'Camry' },
          { make: 'Chevrolet', model: 'Silverado 1500' },
          { make: 'toyota', model: 'RAV4' },
          { make: 'Toyota', model: 'Camry' },
          { make: 'Honda', model: 'CR-V' },
          { make: '  ', model: 'Ghost' },
          { make: 'Land Rover', model: '' },
        ],
        features: ['Sunroof', 'Heated Seats', 'sunroof', '!!'],
        stores: ['Rockford', 'Moline'],
        conditions: ['used'],
      }),
    ).toEqual({
      makes: { chevrolet: ['silverado-1500'], honda: ['cr-v'], 'land-rover': [], toyota: ['camry', 'rav4'] },
      features: ['heated-seats', 'sunroof'],
      stores: ['moline', 'rockford'],
      conditions: ['used'],
    })
  })
})

describe('lookups only match own entries', () => {
  it.each([
    ['make toyota', isKnownMake(V, 'toyota'), true],
    ['make constructor', isKnownMake(V, 'constructor'), false],
    ['make __proto__', isKnownMake(V, '__proto__'), false],
    ['model toyota camry', isKnownModel(V, 'toyota', 'camry'), true],
    ['model toyota civic', isKnownModel(V, 'toyota', 'civic'), false],
    ['model toString length', isKnownModel(V, 'toString', 'length'), false],
    ['feature sunroof', isKnownFeature(V, 'sunroof'), true],
    ['feature jetpack', isKnownFeature(V, 'jetpack'), false],
    ['store rockford', isKnownStore(V, 'rockford'), true],
    ['store chicago', isKnownStore(V, 'chicago'), false],
    ['any slug store without a list', isKnownStore({ ...V, stores: undefined }, 'chicago'), true],
    ['non-slug store without a list', isKnownStore({ ...V, stores: undefined }, 'a b'), false],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected)
  })
})
