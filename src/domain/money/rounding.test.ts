import { describe, expect, it } from 'vitest'
import { roundHalfAwayFromZero } from './rounding'

describe('roundHalfAwayFromZero', () => {
  it.each([
    [0, 0],
    [0.4, 0],
    [0.5, 1],
    [1.5, 2],
    [2.5, 3], // not banker's rounding (which gives 2)
    [-0.5, -1],
    [-2.5, -3], // Math.round gives -2
    [-0.4, 0], // and never -0
    [1.4999, 1],
    [100.49999999999999, 101], // 1.005 * 100 in floating point: the dollars were 1.005
    [36770.00000000001, 36770],
    [1234567.5, 1234568],
    // Whole dollars of the trade-in engine
    [749.95, 750],
    [749.4999999999999, 750], // float noise of 749.5 is stripped first
    [749.49, 749],
    [10000.5, 10001],
    [-749.5, -750],
    // 15 significant digits, not fewer: these are real values, not float noise (decision 0235)
    [0.4999999999995, 0],
    [123456789.4999, 123456789],
  ])('%s -> %s', (input, expected) => {
    expect(Object.is(roundHalfAwayFromZero(input), expected)).toBe(true)
  })

  it('passes NaN and infinities through for the caller to reject', () => {
    expect(roundHalfAwayFromZero(Number.NaN)).toBeNaN()
    expect(roundHalfAwayFromZero(Infinity)).toBe(Infinity)
  })
})
