import { describe, expect, it } from 'vitest'
import { featureMask } from './where'
import { featureCodes } from './facets'

// Decision 0275: a vehicle's features as bits; codes run up to 52, past what a 32-bit mask or a
// JavaScript bit operator can hold.
describe('featureMask: the bits of a feature filter', () => {
  const codes = { Sunroof: 0, 'Heated Seats': 5, 'Tow Package': 31, 'Third Row': 52 }
  it.each([
    [['Sunroof'], '1'],
    [['Heated Seats', 'heated seats'], '32'], // a name without a code adds nothing
    [['Tow Package'], String(2 ** 31)],
    [['Third Row', 'Sunroof'], (2n ** 52n + 1n).toString()],
    [['No Such Feature'], '0'],
    [[], '0'],
  ])('%j -> %s', (names, mask) => {
    expect(featureMask(names, codes)).toBe(mask)
  })
})

describe('featureCodes: the codes the facet statement counts', () => {
  it('keeps whole codes from 0 to 52, in name order', () => {
    expect(featureCodes({ Zed: 3, Alpha: 52, Mid: 0, Bad: 53, Neg: -1, Half: 1.5 })).toEqual([
      ['Alpha', 52],
      ['Mid', 0],
      ['Zed', 3],
    ])
  })
})
