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
