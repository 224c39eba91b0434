import { p75 } from './histogram'
import { rate, type Rating } from './rating'
import { METRICS, type DeviceClass, type Metric, type PageTemplate } from './metrics'
import { isMetric } from './metrics'

/** One stored histogram row (src/server/db/web-vitals.ts). */
export type CountRow = { day: string; template: string; device: string; metric: string; bucket: number; count: number }

export type Cell = { p75: number; rating: Rating; visits: number }

/** The report's grouping keys; "all" sums every device. */
export type DeviceKey = DeviceClass | 'all'

function add(map: Map<string, Map<number, number>>, key: string, bucket: number, count: number): void {
  let histogram = map.get(key)
  if (!histogram) map.set(key, (histogram = new Map()))
  histogram.set(bucket, (histogram.get(bucket) ?? 0) + count)
}

function cellOf(metric: Metric, histogram: Map<number, number> | undefined): Cell | null {
  if (!histogram) return null
  const value = p75(metric, histogram)
  if (value === null) return null
  const visits = [...histogram.values()].reduce((a, b) => a + b, 0)
  return { p75: value, rating: rate(metric, value), visits }
}

const key = (...parts: string[]) => parts.join('|')

/**
 * p75 per template, device (and all devices) and metric over the rows given (the report's 28
 * days), and per day, template and metric over all devices (the daily trend and the alert). A
 * missing combination has no cell: nothing was measured.
 */
export function summarize(rows: readonly CountRow[]) {
  const period = new Map<string, Map<number, number>>()
  const daily = new Map<string, Map<number, number>>()
  const days = new Set<string>()
  for (const r of rows) {
    if (!isMetric(r.metric) || r.count <= 0) continue
    add(period, key(r.template, r.device, r.metric), r.bucket, r.count)
    add(period, key(r.template, 'all', r.metric), r.bucket, r.count)
    add(daily, key(r.day, r.template, r.metric), r.bucket, r.count)
    days.add(r.day)
  }
  return {
    days: [...days].sort(),
    /** p75 over the whole period. */
    period: (template: PageTemplate, device: DeviceKey, metric: Metric) =>
      cellOf(metric, period.get(key(template, device, metric))),
    /** p75 of one day, all devices. */
    day: (day: string, template: PageTemplate, metric: Metric) => cellOf(metric, daily.get(key(day, template, metric))),
  }
}

export type Summary = ReturnType<typeof summarize>

/** Whether any metric of a template has a value in the summary. */
export function templateMeasured(summary: Summary, template: PageTemplate): boolean {
  return METRICS.some((m) => summary.period(template, 'all', m) !== null)
}
