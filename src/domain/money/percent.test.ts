import { describe, expect, it } from 'vitest'
import { addPercent, percentOf } from './percent'

describe('percentOf', () => {
  it.each([
    [1795000, 6.25, 112188], // IL sample tax on $17,950: $1,121.875 rounds up to $1,121.88
    [1000000, 7, 70000],
    [1795000, 20, 359000],
    [0, 6.25, 0],
    [1, 50, 1], // half a cent rounds away from zero
    [100, 0, 0],
  ])('%s cents at %s%% -> %s', (amount, rate, expected) => {
    expect(percentOf(amount, rate)).toBe(expected)
  })

  // The trade-in engine prices in whole dollars with the same function (site.md section 9).
  it.each([
    [14999, 5, 750],
    [9966, 1.5, 149],
    [13090, -5, -655], // -654.5 rounds away from zero
    [12435, 68, 8456],
    [1.005, 100, 1],
  ])('%s dollars at %s%% -> %s whole dollars', (amount, rate, expected) => {
    expect(percentOf(amount, rate)).toBe(expected)
  })
})

describe('addPercent', () => {
  it.each([
    [0.1, 0.2, 0.3],
    [6.9, 1.5, 8.4],
    [6.4, 4.5, 10.9],
    [7.4, 10, 17.4],
    [6.125, 0, 6.125],
  ])('%s + %s = %s', (a, b, sum) => {
    expect(addPercent(a, b)).toBe(sum)
  })
})
