import { describe, expect, it } from 'vitest'
import { formatUsd } from './format-usd'

describe('formatUsd', () => {
  it.each([
    [1911600, {}, '$19,116.00'],
    [1911600, { whole: true }, '$19,116'],
    [32500, {}, '$325.00'],
    [32498, { whole: true }, '$325'],
    [32450, { whole: true }, '$325'], // $324.50 rounds away from zero
    [32449, { whole: true }, '$324'],
    [36770, {}, '$367.70'],
    [0, {}, '$0.00'],
    [0, { whole: true }, '$0'],
    [5, {}, '$0.05'],
    [123456789, {}, '$1,234,567.89'],
    [-500, {}, '-$5.00'],
    [-50, { whole: true }, '-$1'],
  ])('%s %o -> %s', (cents, options, expected) => {
    expect(formatUsd(cents, options)).toBe(expected)
  })
})
