import type { Payload } from 'payload'
import { execute } from '@/server/db/execute'
import { queueStateSql } from '@/server/db/jobs'
import { DELIVER_LEAD_TASK, LEADS_QUEUE } from '@/services/leads/queue'
import { metrics } from './registry.mjs'

/**
 * The text GET /api/metrics answers (issue 35, decision 0303): the counters this process keeps,
 * plus what is read at scrape time: the lead delivery queue from Postgres (shared by every instance,
 * so each instance reports the same figure) and this process's Postgres pool. When the database
 * does not answer within two seconds the queue's figures are NaN (unknown, which no threshold
 * matches) and `dealership_database_up` is 0, rather than a stale or made-up figure.
 */
const QUERY_TIMEOUT_MS = 2000

/** pg-pool's documented counters (node-postgres "Pool" docs: totalCount, idleCount, waitingCount). */
type PoolCounts = { totalCount: number; idleCount: number; waitingCount: number }

export async function scrapeMetrics(payload: Payload | null): Promise<{ body: string; contentType: string }> {
  const registry = metrics()
  const pool = payload ? (payload.db as unknown as { pool?: PoolCounts }).pool : undefined
  if (pool) {
    registry.dbPool.set({ state: 'in_use' }, pool.totalCount - pool.idleCount)
    registry.dbPool.set({ state: 'idle' }, pool.idleCount)
    registry.dbPoolWaiting.set(pool.waitingCount)
  }
  try {
    if (!payload) throw new Error('Payload is not initialised')
    const [row] = await withTimeout(execute(payload, queueStateSql(LEADS_QUEUE, DELIVER_LEAD_TASK)))
    registry.leadQueueDepth.set(Number(row?.depth ?? 0))
    registry.leadQueueOldest.set(Number(row?.oldest_seconds ?? 0))
    registry.databaseUp.set(1)
  } catch {
    registry.leadQueueDepth.set(Number.NaN)
    registry.leadQueueOldest.set(Number.NaN)
    registry.databaseUp.set(0)
  }
  return { body: await registry.registry.metrics(), contentType: registry.registry.contentType }
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database timeout')), QUERY_TIMEOUT_MS)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}
