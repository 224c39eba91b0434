import { describe, expect, it } from 'vitest'
import { financingExampleLines } from './examples'
import { SAMPLE_FINANCE_SETTINGS as S } from './settings'

const withRates = (rates: [number, number][]) => ({
  ...S,
  baseRates: rates.map(([termMonths, baseApr]) => ({ termMonths, baseApr })),
})

describe('financingExampleLines', () => {
  it.each([
    // The sample rates give exactly the spec's copy (site.md section 9).
    [
      'sample rates',
      S,
      [
        '7.4% APR for 60 months costs about $20 per month per $1,000 financed.',
        'Estimated $325 per month with $500 down over 72 months at 6.9% APR. (about $19,116 financed)',
      ],
    ],
    // $19,116 at 5.4% over 72 months: 19116 * 0.0045 / (1 - 1.0045^-72) = $311.43.
    [
      'a manager lowers the 72-month rate to 5.4%',
      withRates([
        [60, 7.4],
        [72, 5.4],
      ]),
      [
        '7.4% APR for 60 months costs about $20 per month per $1,000 financed.',
        'Estimated $311 per month with $500 down over 72 months at 5.4% APR. (about $19,116 financed)',
      ],
    ],
    // $1,000 at 12% over 60 months: $22.24.
    [
      'a manager raises the 60-month rate to 12%',
      withRates([
        [60, 12],
        [72, 6.9],
      ]),
      [
        '12% APR for 60 months costs about $22 per month per $1,000 financed.',
        'Estimated $325 per month with $500 down over 72 months at 6.9% APR. (about $19,116 financed)',
      ],
    ],
    [
      'no 60-month rate: that line is left out',
      withRates([[72, 6.9]]),
      ['Estimated $325 per month with $500 down over 72 months at 6.9% APR. (about $19,116 financed)'],
    ],
  ])('%s', (_name, settings, lines) => {
    expect(financingExampleLines(settings)).toEqual(lines)
  })
})
