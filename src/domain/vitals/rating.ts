import { THRESHOLDS, type Metric } from './metrics'

export type Rating = 'good' | 'needs-improvement' | 'poor'

export const RATING_LABELS: Readonly<Record<Rating, string>> = Object.freeze({
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
})

/** Google's rating of a value (web.dev/articles/vitals): at or under "good" is good, over "poor" is poor. */
export function rate(metric: Metric, value: number): Rating {
  const { good, poor } = THRESHOLDS[metric]
  if (value <= good) return 'good'
  if (value <= poor) return 'needs-improvement'
  return 'poor'
}

/** How the report prints a value: seconds for paint times, milliseconds for INP and TTFB under a second, CLS as a score. */
export function formatMetric(metric: Metric, value: number): string {
  if (metric === 'CLS') return value.toFixed(2)
  if (metric === 'INP' || value < 1000) return `${Math.round(value)} ms`
  return `${(value / 1000).toFixed(1)} s`
}
