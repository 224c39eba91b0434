import { BOUNDS, BUCKET_EDGES, type Metric } from './metrics'

/**
 * Fixed-edge histograms (decision 0325): a value falls into the first bucket whose upper edge it
 * does not exceed, or into the last bucket (index = number of edges) above every edge. So a day ×
 * template × device × metric never holds more than BUCKET_EDGES[metric].length + 1 rows, however
 * many visits it saw.
 */
export function bucketOf(metric: Metric, value: number): number {
  const edges = BUCKET_EDGES[metric]
  const index = edges.findIndex((edge) => value <= edge)
  return index === -1 ? edges.length : index
}

export function bucketCount(metric: Metric): number {
  return BUCKET_EDGES[metric].length + 1
}

/** The range a bucket stands for: (lower, upper]; the first starts at the metric's minimum, the last ends at its bound. */
export function bucketRange(metric: Metric, bucket: number): { lower: number; upper: number } {
  const edges = BUCKET_EDGES[metric]
  const lower = bucket === 0 ? BOUNDS[metric].min : edges[bucket - 1]
  const upper = bucket >= edges.length ? BOUNDS[metric].max : edges[bucket]
  return { lower, upper }
}

/** Counts per bucket; buckets not listed count 0. */
export type Histogram = ReadonlyMap<number, number>

/**
 * The q-quantile (0 < q < 1) estimated from a histogram: the bucket holding the q·n-th value,
 * interpolated linearly inside it. A quantile in the open top bucket is reported as that bucket's
 * lower edge (the histogram cannot say how far above it the values lie; "at least"). Null with no
 * values.
 */
export function quantileOf(metric: Metric, histogram: Histogram, q: number): number | null {
  const buckets = [...histogram.entries()].filter(([, n]) => n > 0).sort(([a], [b]) => a - b)
  const total = buckets.reduce((sum, [, n]) => sum + n, 0)
  if (total === 0) return null
  const rank = q * total
  let before = 0
  for (const [bucket, n] of buckets) {
    if (before + n >= rank) {
      const { lower, upper } = bucketRange(metric, bucket)
      if (bucket >= BUCKET_EDGES[metric].length) return lower
      return lower + ((rank - before) / n) * (upper - lower)
    }
    before += n
  }
  return bucketRange(metric, buckets[buckets.length - 1][0]).lower
}

export function p75(metric: Metric, histogram: Histogram): number | null {
  return quantileOf(metric, histogram, 0.75)
}
