import type { Payload } from 'payload'
import { execute } from '@/server/db/execute'
import { requeueAbandonedJobsSql } from '@/server/db/jobs'
import { CLAIM_LEASE_SECONDS } from './claim'
import { LEADS_QUEUE } from './queue'

/**
 * A server stopped in the middle of a delivery (deploy, crash, OOM) leaves its job marked
 * `processing`, and Payload never runs such a job again: the lead would never be mailed (issue 4,
 * "nothing lost"). Jobs of the leads queue still processing well past the message-claim lease are
 * handed back to the queue; by then any half-sent message's claim may be taken over too (claim.ts),
 * so the retry sends exactly what is missing.
 */
export const ABANDONED_AFTER_SECONDS = CLAIM_LEASE_SECONDS + 60
const SWEEP_EVERY_MS = 60_000
let lastSweep = 0

export async function requeueAbandonedLeadJobs(payload: Payload, now = Date.now(), force = false): Promise<number> {
  if (!force && now - lastSweep < SWEEP_EVERY_MS) return 0
  lastSweep = now
  const rows = await execute(payload, requeueAbandonedJobsSql(LEADS_QUEUE, ABANDONED_AFTER_SECONDS))
  if (rows.length > 0)
    payload.logger.warn({
      msg: `lead delivery: ${rows.length} abandoned job(s) handed back to the queue`,
      jobs: rows.map((r) => r.id),
    })
  return rows.length
}
