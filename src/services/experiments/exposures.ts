import type { Payload } from 'payload'
import { execute } from '@/server/db/execute'
import {
  exposureCountsSql,
  leadCountsByVariantSql,
  recordExposuresSql,
  visitorAssignmentsSql,
} from '@/server/db/experiments'
import type { Assignment } from '@/domain/experiments'

/**
 * experiment_exposures (collection experiment-exposures; decision 0176): one row per visitor and
 * experiment, the first variant seen. Written with ON CONFLICT DO NOTHING against the unique
 * (experiment, visitor_id) index, so repeated page views, reloads and several instances record a
 * visitor once. Returns the exposures that were new, for the dataLayer/pixel event.
 */
export async function recordExposures(
  payload: Payload,
  visitorId: string,
  assignments: readonly Assignment[],
  now: Date,
): Promise<Assignment[]> {
  if (assignments.length === 0) return []
  const rows = await execute(payload, recordExposuresSql(visitorId, assignments, now))
  return rows.map((row) => ({ experiment: String(row.experiment), variant: String(row.variant) }))
}

/** The variants this visitor was recorded in, oldest first: what a lead carries. */
export async function visitorAssignments(payload: Payload, visitorId: string): Promise<Assignment[]> {
  const rows = await execute(payload, visitorAssignmentsSql(visitorId))
  return rows.map((row) => ({ experiment: String(row.experiment), variant: String(row.variant) }))
}

/** Visitors, leads and converting visitors per variant of one experiment (the admin's results). */
export async function experimentCounts(
  payload: Payload,
  experiment: string,
): Promise<Map<string, { visitors: number; leads: number; converted: number }>> {
  const [visitors, leads] = await Promise.all([
    execute(payload, exposureCountsSql(experiment)),
    execute(payload, leadCountsByVariantSql(experiment)),
  ])
  const out = new Map<string, { visitors: number; leads: number; converted: number }>()
  const at = (variant: string) =>
    out.get(variant) ?? out.set(variant, { visitors: 0, leads: 0, converted: 0 }).get(variant)!
  for (const row of visitors) at(String(row.variant)).visitors = Number(row.n)
  for (const row of leads) {
    const arm = at(String(row.variant))
    arm.leads = Number(row.leads)
    arm.converted = Number(row.converted)
  }
  return out
}
