import { describe, expect, it } from 'vitest'
import { centsToDollars, dollarsToCents, isCents } from './cents'

describe('dollarsToCents', () => {
  it.each([
    [0, 0],
    [367.7, 36770], // the production documentary fee (site.md section 9)
    [10, 1000],
    [19116, 1911600],
    [0.015, 2],
    [1.005, 101],
    [0.004, 0],
    [-1.005, -101],
    [20000, 2000000],
  ])('$%s -> %s cents', (dollars, cents) => {
    expect(dollarsToCents(dollars)).toBe(cents)
  })
})

describe('centsToDollars', () => {
  it.each([
    [0, 0],
    [36770, 367.7],
    [1, 0.01],
    [-250, -2.5],
  ])('%s cents -> $%s', (cents, dollars) => {
    expect(centsToDollars(cents)).toBe(dollars)
  })
})

describe('isCents', () => {
  it.each([
    [0, true],
    [36770, true],
    [-5, true],
    [0.5, false],
    [Number.NaN, false],
    [Infinity, false],
    ['100', false],
  ])('%s -> %s', (value, expected) => {
    expect(isCents(value)).toBe(expected)
  })
})
