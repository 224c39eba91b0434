import type { JobsConfig, TaskConfig } from 'payload'
import { logEvent } from '@/services/logging/logger.mjs'
import { countJobRun } from '@/services/metrics/count'
import { isRequestId } from '@/server/http/request-id.mjs'

/**
 * Every background job run is counted (`dealership_job_runs_total{task,outcome}`) and, with
 * LOG_FORMAT=json, logged as one line: the task, the job's id, which attempt, done or failed, how
 * long it took and, for a job a request queued (a lead's delivery), that request's id (issue 35,
 * decision 0303). Wrapped here, once for every task of the config, through Payload's documented
 * task handler, so a task added later is recorded without remembering to.
 *
 * The line never carries the error's text: a mail server's refusal names the recipient. The lead
 * delivery's own line (leads/jobs.ts) says what failed; the lead row keeps the error for the admin.
 */
export function withRecordedJobRuns(base: JobsConfig): JobsConfig {
  return { ...base, tasks: (base.tasks ?? []).map((task) => recorded(task as TaskConfig)) }
}

type Handler = Extract<TaskConfig['handler'], (...args: never[]) => unknown>

function recorded(task: TaskConfig): TaskConfig {
  const handler = task.handler
  if (typeof handler !== 'function') return task
  const run: Handler = async (args) => {
    const started = performance.now()
    const line = () => {
      const input = args.input as { requestId?: unknown } | undefined
      return {
        event: 'job',
        task: task.slug,
        jobId: args.job.id,
        attempt: (args.job.totalTried ?? 0) + 1,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        ...(isRequestId(input?.requestId) ? { requestId: input.requestId } : {}),
      }
    }
    try {
      const result = await handler(args)
      const failed = 'state' in result && result.state === 'failed'
      countJobRun(task.slug, failed ? 'failed' : 'done')
      logEvent({ ...line(), outcome: failed ? 'failed' : 'done' })
      return result
    } catch (err) {
      countJobRun(task.slug, 'failed')
      logEvent({ ...line(), outcome: 'failed', error: err instanceof Error ? err.name : 'unknown' })
      throw err
    }
  }
  return { ...task, handler: run }
}
