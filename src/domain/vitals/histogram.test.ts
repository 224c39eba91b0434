import { describe, expect, it } from 'vitest'
import { BUCKET_EDGES, METRICS, THRESHOLDS, type Metric } from './metrics'
import { bucketCount, bucketOf, bucketRange, p75, quantileOf } from './histogram'

describe('bucketOf: fixed edges, upper edge inclusive', () => {
  it.each<[Metric, number, number]>([
    ['LCP', 0, 0],
    ['LCP', 200, 0],
    ['LCP', 201, 1],
    ['LCP', 2500, 9],
    ['LCP', 2501, 10],
    ['LCP', 30_000, 19],
    ['LCP', 30_001, 20],
    ['LCP', 120_000, 20],
    ['INP', 200, 6],
    ['INP', 201, 7],
    ['CLS', 0, 0],
    ['CLS', 0.1, 4],
    ['CLS', 0.11, 5],
    ['CLS', 49, 15],
    ['TTFB', 800, 6],
    ['FCP', 1800, 7],
  ])('%s %d -> bucket %d', (metric, value, bucket) => {
    expect(bucketOf(metric, value)).toBe(bucket)
  })

  it.each(METRICS)('%s: both thresholds are bucket edges, so a p75 rating is exact at the limit', (metric) => {
    expect(BUCKET_EDGES[metric]).toContain(THRESHOLDS[metric].good)
    expect(BUCKET_EDGES[metric]).toContain(THRESHOLDS[metric].poor)
  })

  it.each(METRICS)('%s: edges strictly increase and bucketCount covers the top bucket', (metric) => {
    const edges = BUCKET_EDGES[metric]
    for (let i = 1; i < edges.length; i++) expect(edges[i]).toBeGreaterThan(edges[i - 1])
    expect(bucketCount(metric)).toBe(edges.length + 1)
    expect(bucketRange(metric, edges.length).upper).toBeGreaterThan(edges[edges.length - 1])
  })
})

describe('p75 from a histogram', () => {
  const h = (entries: Array<[number, number]>) => new Map(entries)
  it.each<[string, Metric, Map<number, number>, number | null]>([
    ['no values', 'LCP', h([]), null],
    ['all in one bucket: 3/4 through it', 'LCP', h([[9, 4]]), 2100 + 0.75 * 400],
    [
      'rank on an edge gives the edge (good at the limit)',
      'LCP',
      h([
        [9, 3],
        [12, 1],
      ]),
      2500,
    ],
    [
      'the second of two buckets',
      'INP',
      h([
        [0, 1],
        [7, 3],
      ]),
      200 + ((3 - 1) / 3) * 50,
    ],
    ['open top bucket: its lower edge', 'CLS', h([[15, 10]]), 5],
    [
      'zero counts are ignored',
      'TTFB',
      h([
        [0, 0],
        [6, 2],
      ]),
      600 + 0.75 * 200,
    ],
  ])('%s', (_name, metric, histogram, expected) => {
    const value = p75(metric, histogram)
    if (expected === null) expect(value).toBeNull()
    else expect(value).toBeCloseTo(expected, 6)
  })

  it('the median of values spread evenly over 0-1000 ms INP buckets is near 500 ms', () => {
    const histogram = new Map<number, number>()
    for (let v = 1; v <= 1000; v++) histogram.set(bucketOf('INP', v), (histogram.get(bucketOf('INP', v)) ?? 0) + 1)
    expect(quantileOf('INP', histogram, 0.5)).toBeCloseTo(500, 0)
    expect(p75('INP', histogram)).toBeCloseTo(750, 0)
  })
})
