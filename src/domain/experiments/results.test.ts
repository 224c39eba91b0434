import { describe, expect, it } from 'vitest'
import { compareArms, experimentResults, type ArmCounts } from './results'

const arm = (variant: string, visitors: number, converted: number, leads = converted): ArmCounts => ({
  variant,
  visitors,
  leads,
  converted,
})

// Worked by hand: SE = sqrt(p0(1-p0)/n0 + p1(1-p1)/n1), interval = d +/- 1.96 SE.
describe('compareArms', () => {
  it.each<[string, ArmCounts, ArmCounts, string, number | null, [number, number] | null]>([
    // 5% vs 8% of 1000: d = 0.03, SE = sqrt(0.0000475 + 0.0000736) = 0.0110045, 1.96 SE = 0.0215685
    [
      '8% against 5% of 1,000 each: better',
      arm('control', 1000, 50),
      arm('b', 1000, 80),
      'better',
      0.03,
      [0.0084315, 0.0515685],
    ],
    [
      '5% against 8%: worse, the same interval mirrored',
      arm('control', 1000, 80),
      arm('b', 1000, 50),
      'worse',
      -0.03,
      [-0.0515685, -0.0084315],
    ],
    // 5% vs 6% of 200: d = 0.01, SE = sqrt(0.0002375 + 0.000282) = 0.0227925, 1.96 SE = 0.0446728
    [
      '6% against 5% of 200 each: the interval spans zero',
      arm('control', 200, 10),
      arm('b', 200, 12),
      'no-clear-difference',
      0.01,
      [-0.0346728, 0.0546728],
    ],
    [
      'fewer than 100 visitors in a variant',
      arm('control', 99, 30),
      arm('b', 500, 90),
      'not-enough-data',
      0.18 - 30 / 99,
      null,
    ],
    [
      'fewer than 10 conversions in the pair',
      arm('control', 400, 4),
      arm('b', 400, 5),
      'not-enough-data',
      1 / 400,
      null,
    ],
    ['no visitors at all', arm('control', 0, 0), arm('b', 0, 0), 'not-enough-data', null, null],
  ])('%s', (_label, control, variant, verdict, difference, interval) => {
    const result = compareArms(control, variant)
    expect(result.verdict).toBe(verdict)
    if (difference === null) expect(result.difference).toBeNull()
    else expect(result.difference).toBeCloseTo(difference, 6)
    if (interval === null) expect(result.interval).toBeNull()
    else {
      expect(result.interval?.[0]).toBeCloseTo(interval[0], 5)
      expect(result.interval?.[1]).toBeCloseTo(interval[1], 5)
    }
  })

  it('says it in plain words', () => {
    expect(compareArms(arm('control', 1000, 50), arm('b', 1000, 80)).text).toBe(
      '"b" converts better than "control": 3.0 points more (95% interval 0.8 points to 5.2 points).',
    )
    expect(compareArms(arm('control', 1, 0), arm('b', 1, 1)).text).toMatch(/^Not enough data yet/)
  })
})

describe('experimentResults', () => {
  it('rates every arm and compares each variant with the first', () => {
    const results = experimentResults([arm('control', 1, 0, 0), arm('b', 1, 1, 2)])
    expect(results.map((r) => [r.variant, r.visitors, r.leads, r.rate])).toEqual([
      ['control', 1, 0, 0],
      ['b', 1, 2, 1],
    ])
    expect(results[0].comparison).toBeUndefined()
    expect(results[1].comparison?.verdict).toBe('not-enough-data')
  })
})
