import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { execute } from '@/services/leads/db'
import type { Assignment } from '@/domain/experiments'

/**
 * experiment_exposures (collection experiment-exposures; decision 0176): one row per visitor and
 * experiment, the first variant seen. Written with ON CONFLICT DO NOTHING against the unique
 * (experiment, visitor_id) index, so repeated page views, reloads and several instances record a
 * visitor once. Returns the exposures that were new, for the dataLayer/pixel event.
 */
export async function recordExposures(payload: Payload, visitorId: string, assignments: readonly Assignment[], now: Date): Promise<Assignment[]> {
  if (assignments.length === 0) return []
  const at = now.toISOString()
  const values = sql.join(
    assignments.map((a) => sql`(${a.experiment}, ${a.variant}, ${visitorId}, ${at}, ${at})`),
    sql`, `,
  )
  const rows = await execute(
    payload,
    sql`INSERT INTO experiment_exposures (experiment, variant, visitor_id, created_at, updated_at) VALUES ${values}
        ON CONFLICT (experiment, visitor_id) DO NOTHING RETURNING experiment, variant`,
  )
  return rows.map((row) => ({ experiment: String(row.experiment), variant: String(row.variant) }))
}

/** The variants this visitor was recorded in, oldest first: what a lead carries. */
export async function visitorAssignments(payload: Payload, visitorId: string): Promise<Assignment[]> {
  const rows = await execute(payload, sql`SELECT experiment, variant FROM experiment_exposures WHERE visitor_id = ${visitorId} ORDER BY created_at, id LIMIT 50`)
  return rows.map((row) => ({ experiment: String(row.experiment), variant: String(row.variant) }))
}
