import type { JobsConfig, TaskConfig } from 'payload'
import { onlyWhereJobsRun, runNow } from '@/services/jobs/scheduled'
import { refreshPriceDrops } from './refresh-drops'

/**
 * The hourly end of price drops that aged out of the dealership's window (issue 37; decision 0316),
 * as a scheduled task of Payload's job queue on a queue of its own, like the nightly disposal
 * (src/services/retention/jobs.ts). Idempotent: a second run in the same hour changes nothing.
 */
export const REFRESH_PRICE_DROPS_TASK = 'refresh-price-drops'
export const PRICE_DROPS_QUEUE = 'price-drops'
/** Every hour at minute 7: a drop leaves the "Price Drops" page within the hour its window ends. */
export const PRICE_DROPS_SCHEDULE = '0 7 * * * *'

export const refreshPriceDropsTask: TaskConfig<'refresh-price-drops'> = {
  slug: REFRESH_PRICE_DROPS_TASK,
  label: 'End price drops older than the price-drop window',
  inputSchema: [{ name: 'now', type: 'date' }],
  outputSchema: [{ name: 'changed', type: 'number' }],
  retries: 2,
  schedule: [{ cron: PRICE_DROPS_SCHEDULE, queue: PRICE_DROPS_QUEUE, hooks: { beforeSchedule: onlyWhereJobsRun } }],
  handler: async ({ input, req }) => {
    const now = runNow(REFRESH_PRICE_DROPS_TASK, input.now)
    return { output: { changed: await refreshPriceDrops(req, now) } }
  },
}

/** Adds the task and its once-a-minute check to a jobs config. */
export function withPriceDropJobs(base: JobsConfig): JobsConfig {
  const autoRun = Array.isArray(base.autoRun) ? base.autoRun : []
  return {
    ...base,
    tasks: [...(base.tasks ?? []), refreshPriceDropsTask],
    autoRun: [...autoRun, { cron: '0 * * * * *', queue: PRICE_DROPS_QUEUE, limit: 1, silent: { info: true } }],
  }
}
