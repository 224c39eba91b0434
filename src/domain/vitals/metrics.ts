/**
 * Core Web Vitals as this site records them (issue 40, "Real-user Core Web Vitals, first-party";
 * docs/decisions/0325). Milliseconds for the timings, a unitless score for CLS.
 *
 * - THRESHOLDS are Google's published "good" and "poor" limits (web.dev/articles/vitals): a value
 *   at or under `good` is good, over `poor` is poor, anything between needs improvement.
 * - BOUNDS are what a real page load can physically report; a value outside them is refused (422),
 *   never stored: a negative time, or a page that "took" a day, is a broken or forged beacon.
 * - BUCKET_EDGES are the fixed histogram edges (upper edges, inclusive). The thresholds are edges,
 *   so the rating of a p75 read from the histogram is exact at the limits. One more bucket holds
 *   everything above the last edge, up to the bound.
 */
export const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const
export type Metric = (typeof METRICS)[number]

export const THRESHOLDS: Readonly<Record<Metric, { good: number; poor: number }>> = Object.freeze({
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
})

export const BOUNDS: Readonly<Record<Metric, { min: number; max: number }>> = Object.freeze({
  LCP: { min: 0, max: 120_000 },
  INP: { min: 0, max: 60_000 },
  CLS: { min: 0, max: 50 },
  FCP: { min: 0, max: 120_000 },
  TTFB: { min: 0, max: 120_000 },
})

const PAINT = [
  200, 400, 600, 800, 1000, 1200, 1500, 1800, 2100, 2500, 3000, 3500, 4000, 5000, 6000, 8000, 10_000, 15_000, 20_000,
  30_000,
]

export const BUCKET_EDGES: Readonly<Record<Metric, readonly number[]>> = Object.freeze({
  LCP: PAINT,
  FCP: PAINT,
  INP: [25, 50, 75, 100, 125, 150, 200, 250, 300, 350, 400, 500, 600, 800, 1000, 1500, 2000, 5000],
  CLS: [0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 2, 5],
  TTFB: [100, 200, 300, 400, 500, 600, 800, 1000, 1200, 1500, 1800, 2200, 3000, 4000, 6000, 10_000, 20_000],
})

/** Page templates of issue 40: every public page is one of these. */
export const TEMPLATES = ['home', 'search', 'vehicle', 'content', 'form'] as const
export type PageTemplate = (typeof TEMPLATES)[number]

export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const
export type DeviceClass = (typeof DEVICE_CLASSES)[number]

/** navigator.connection.effectiveType, or unknown where the browser does not say (Safari, Firefox). */
export const CONNECTION_TYPES = ['slow-2g', '2g', '3g', '4g', 'unknown'] as const
export type ConnectionType = (typeof CONNECTION_TYPES)[number]

export function isMetric(value: unknown): value is Metric {
  return typeof value === 'string' && (METRICS as readonly string[]).includes(value)
}

export function withinBounds(metric: Metric, value: number): boolean {
  return Number.isFinite(value) && value >= BOUNDS[metric].min && value <= BOUNDS[metric].max
}
