import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { execute } from '@/server/db/execute'
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

/** Visitors, leads and converting visitors per variant of one experiment (the admin's results). */
export async function experimentCounts(payload: Payload, experiment: string): Promise<Map<string, { visitors: number; leads: number; converted: number }>> {
  const [visitors, leads] = await Promise.all([
    execute(payload, sql`SELECT variant, count(*)::int AS n FROM experiment_exposures WHERE experiment = ${experiment} GROUP BY variant`),
    execute(
      payload,
      sql`SELECT e->>'variant' AS variant, count(*)::int AS leads, count(DISTINCT l.visitor_id)::int AS converted
          FROM leads l CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(l.experiments) = 'array' THEN l.experiments ELSE '[]'::jsonb END) e
          WHERE e->>'experiment' = ${experiment} GROUP BY 1`,
    ),
  ])
  const out = new Map<string, { visitors: number; leads: number; converted: number }>()
  const at = (variant: string) => out.get(variant) ?? out.set(variant, { visitors: 0, leads: 0, converted: 0 }).get(variant)!
  for (const row of visitors) at(String(row.variant)).visitors = Number(row.n)
  for (const row of leads) {
    const arm = at(String(row.variant))
    arm.leads = Number(row.leads)
    arm.converted = Number(row.converted)
  }
  return out
}
