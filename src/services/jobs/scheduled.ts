import type { TaskConfig } from 'payload'
import { env } from '@/config/env'

/**
 * What the scheduled tasks share (the nightly disposal, the hourly end of price drops, the saved
 * searches' alerts of the day): their gate, and the "now" a run takes.
 */

/** Payload's type of a schedule's beforeSchedule hook (not exported by name). */
export type BeforeSchedule = NonNullable<
  NonNullable<NonNullable<TaskConfig['schedule']>[number]['hooks']>['beforeSchedule']
>

/**
 * A process that runs no background jobs (LEAD_JOBS_AUTORUN=0, the tests) schedules none either;
 * the others schedule as Payload does by default.
 */
export const onlyWhereJobsRun: BeforeSchedule = async (args) =>
  env().LEAD_JOBS_AUTORUN === '1' ? args.defaultBeforeSchedule(args) : { shouldSchedule: false }

/**
 * The moment a run treats as now: its input `now` when given (a test, or an operator checking what
 * a later run would do), else the clock. An input that is no date is an error, not "now".
 */
export function runNow(task: string, input: string | null | undefined): Date {
  const now = input ? new Date(input) : new Date()
  if (Number.isNaN(now.getTime())) throw new Error(`${task}: "now" is not a date: ${input}`)
  return now
}
