import { describe, expect, it } from 'vitest'
import type { Metric } from './metrics'
import { formatMetric, rate, type Rating } from './rating'
import { withinBounds } from './metrics'

describe("Google's thresholds (web.dev/articles/vitals)", () => {
  it.each<[Metric, number, Rating]>([
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4000, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 500, 'needs-improvement'],
    ['INP', 501, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.25, 'needs-improvement'],
    ['CLS', 0.26, 'poor'],
    ['FCP', 1800, 'good'],
    ['FCP', 3000, 'needs-improvement'],
    ['FCP', 3001, 'poor'],
    ['TTFB', 800, 'good'],
    ['TTFB', 1800, 'needs-improvement'],
    ['TTFB', 1801, 'poor'],
  ])('%s %d is %s', (metric, value, rating) => {
    expect(rate(metric, value)).toBe(rating)
  })
})

describe('physical bounds', () => {
  it.each<[Metric, number, boolean]>([
    ['LCP', 0, true],
    ['LCP', -1, false],
    ['LCP', 120_000, true],
    ['LCP', 120_001, false],
    ['INP', 60_001, false],
    ['CLS', 50, true],
    ['CLS', 50.5, false],
    ['TTFB', Number.NaN, false],
    ['FCP', Number.POSITIVE_INFINITY, false],
  ])('%s %d within bounds: %s', (metric, value, ok) => {
    expect(withinBounds(metric, value)).toBe(ok)
  })
})

describe('formatMetric', () => {
  it.each<[Metric, number, string]>([
    ['LCP', 2480, '2.5 s'],
    ['LCP', 640, '640 ms'],
    ['INP', 1234, '1234 ms'],
    ['CLS', 0.123, '0.12'],
  ])('%s %d prints %s', (metric, value, text) => {
    expect(formatMetric(metric, value)).toBe(text)
  })
})
