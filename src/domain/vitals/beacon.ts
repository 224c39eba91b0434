import { z } from 'zod'
import { BOUNDS, CONNECTION_TYPES, DEVICE_CLASSES, METRICS, TEMPLATES, type Metric } from './metrics'

/**
 * One page view's Core Web Vitals as the browser sends them to POST /api/vitals (issue 40). The
 * schema is strict: a field it does not name (an address, a visitor id, a URL) is refused, so the
 * endpoint cannot be made to store one. Locale, store and connection type describe the visit and
 * are checked, but the histogram keeps only day × template × device × metric (decision 0325).
 */
const metricValue = (metric: Metric) =>
  z
    .number({ error: `${metric} must be a number.` })
    .min(BOUNDS[metric].min, { error: `${metric} must be at least ${BOUNDS[metric].min}.` })
    .max(BOUNDS[metric].max, { error: `${metric} must be at most ${BOUNDS[metric].max}.` })

export const VitalsBeacon = z
  .object({
    template: z.enum(TEMPLATES),
    device: z.enum(DEVICE_CLASSES),
    connection: z.enum(CONNECTION_TYPES),
    locale: z.enum(['en', 'es']),
    store: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .nullable(),
    metrics: z
      .object(
        Object.fromEntries(METRICS.map((m) => [m, metricValue(m).optional()])) as Record<
          Metric,
          z.ZodOptional<z.ZodNumber>
        >,
      )
      .strict()
      .refine((m) => Object.values(m).some((v) => v !== undefined), { error: 'At least one metric is needed.' }),
  })
  .strict()

export type VitalsBeacon = z.infer<typeof VitalsBeacon>

/** The beacon's values as (metric, value) pairs, in METRICS order. */
export function beaconValues(beacon: VitalsBeacon): Array<{ metric: Metric; value: number }> {
  return METRICS.flatMap((metric) => {
    const value = beacon.metrics[metric]
    return value === undefined ? [] : [{ metric, value }]
  })
}

/** Field errors as { "metrics.LCP": "..." } for a 422 answer. */
export function beaconFieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'body'
    errors[key] ??= issue.message
  }
  return errors
}

/** Whether this beacon is kept, for a sampling rate in percent and a uniform draw in [0, 1). */
export function sampled(ratePercent: number, draw: number): boolean {
  return draw * 100 < Math.min(100, Math.max(0, ratePercent))
}
