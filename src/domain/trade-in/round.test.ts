import { describe, expect, it } from 'vitest'
import { percentOf, roundDollars } from './round'

describe('roundDollars / percentOf (one rounding function, half away from zero)', () => {
  it.each([
    [749.95, 750],
    [749.4999999999999, 750], // float noise of 749.5 is stripped first
    [749.49, 749],
    [0.5, 1],
    [-0.5, -1],
    [-0.4, 0],
    [10000.5, 10001],
  ])('roundDollars(%s) = %s', (value, expected) => {
    expect(roundDollars(value)).toBe(expected)
  })

  it.each([
    [14999, 5, 750],
    [9966, 1.5, 149],
    [13090, -5, -655], // -654.5 rounds away from zero
    [12435, 68, 8456],
    [1.005, 100, 1],
  ])('percentOf(%s, %s) = %s', (value, percent, expected) => {
    expect(percentOf(value, percent)).toBe(expected)
  })
})
