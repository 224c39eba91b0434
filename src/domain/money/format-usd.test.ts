import { describe, expect, it } from 'vitest'
import { formatDollars, formatUsd } from './format-usd'

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
    // Cents only when there are any: a lead's prices (e-mail rows, the ADF price comment).
    [1911600, { dropZeroCents: true }, '$19,116'],
    [36770, { dropZeroCents: true }, '$367.70'],
    [1250050, { dropZeroCents: true }, '$12,500.50'],
    [5, { dropZeroCents: true }, '$0.05'],
  ])('%s %o -> %s', (cents, options, expected) => {
    expect(formatUsd(cents, options)).toBe(expected)
  })
})

describe('formatDollars', () => {
  it.each([
    [19116, { whole: true }, '$19,116'],
    [20000, { whole: true }, '$20,000'],
    [1500.4, { whole: true }, '$1,500'],
    [1500.5, { whole: true }, '$1,501'],
    [367.7, {}, '$367.70'],
    [1.005, {}, '$1.01'], // typed in dollars, rounds as written (rounding.ts)
    [19116, { dropZeroCents: true }, '$19,116'],
    [367.7, { dropZeroCents: true }, '$367.70'],
    [0.2, {}, '$0.20'], // site.md section 9: "$0.20 per extra mile"
  ])('%s %o -> %s', (dollars, options, expected) => {
    expect(formatDollars(dollars, options)).toBe(expected)
  })

  it('reads as the local formatters it replaced for whole-dollar amounts', () => {
    for (const dollars of [0, 7, 300, 999, 1000, 20000, 85000, 1234567]) {
      expect(formatDollars(dollars, { whole: true })).toBe(`$${dollars.toLocaleString('en-US')}`)
      expect(formatDollars(dollars, { dropZeroCents: true })).toBe(`$${dollars.toLocaleString('en-US')}`)
    }
  })
})
