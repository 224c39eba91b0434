import { sql, type SQL } from 'drizzle-orm'

/**
 * payload_jobs (Payload's jobs queue). Lead intake writes its job inside the intake statement
 * (leads.ts); this module holds the statements that only touch the queue.
 */

/**
 * Hands jobs of `queue` still marked processing after `afterSeconds` back to the queue (a server
 * stopped mid-delivery). One UPDATE, so a job that finishes meanwhile is never reset: a read then a
 * write through the Local API could hand back a job its runner just completed.
 */
export function requeueAbandonedJobsSql(queue: string, afterSeconds: number): SQL {
  return sql`UPDATE payload_jobs SET processing = false, updated_at = now()
        WHERE queue = ${queue} AND processing = true AND completed_at IS NULL
          AND updated_at < now() - make_interval(secs => ${afterSeconds})
        RETURNING id`
}

/**
 * What GET /api/metrics reports of a task's queue (issue 35): how many of its jobs are not done
 * (waiting, waiting to retry, or running; a job that used up its retries has `has_error` and is a
 * failure, not a queued one) and how many seconds ago the oldest of them was queued. Payload deletes
 * a job once it completes, so the table holds only these and the failed ones.
 */
export function queueStateSql(queue: string, task: string): SQL {
  return sql`SELECT count(*)::integer AS depth,
          coalesce(extract(epoch FROM now() - min(created_at)), 0)::float8 AS oldest_seconds
        FROM payload_jobs
        WHERE queue = ${queue} AND task_slug = ${task}::enum_payload_jobs_task_slug
          AND completed_at IS NULL AND coalesce(has_error, false) = false`
}
