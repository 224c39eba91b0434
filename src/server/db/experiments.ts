import { sql, type SQL } from 'drizzle-orm'

/**
 * experiment_exposures (collection experiment-exposures; decision 0176) and the experiments a lead
 * carries (leads.experiments).
 */
export type ExposureRow = { experiment: string; variant: string }

/**
 * One row per visitor and experiment, the first variant seen: ON CONFLICT DO NOTHING against the
 * unique (experiment, visitor_id) index, so reloads and several instances record a visitor once
 * (a check-then-create through the Local API would race). Returns the rows that were new.
 */
export function recordExposuresSql(visitorId: string, assignments: readonly ExposureRow[], at: Date): SQL {
  const when = at.toISOString()
  const values = sql.join(
    assignments.map((a) => sql`(${a.experiment}, ${a.variant}, ${visitorId}, ${when}, ${when})`),
    sql`, `,
  )
  return sql`INSERT INTO experiment_exposures (experiment, variant, visitor_id, created_at, updated_at) VALUES ${values}
        ON CONFLICT (experiment, visitor_id) DO NOTHING RETURNING experiment, variant`
}

/** The variants a visitor was recorded in, oldest first: read by lead intake (its p95 target). */
export function visitorAssignmentsSql(visitorId: string): SQL {
  return sql`SELECT experiment, variant FROM experiment_exposures WHERE visitor_id = ${visitorId} ORDER BY created_at, id LIMIT 50`
}

/** Visitors per variant (an aggregate). */
export function exposureCountsSql(experiment: string): SQL {
  return sql`SELECT variant, count(*)::int AS n FROM experiment_exposures WHERE experiment = ${experiment} GROUP BY variant`
}

/** Leads and converting visitors per variant, from the experiments each lead carries (an aggregate over jsonb). */
export function leadCountsByVariantSql(experiment: string): SQL {
  return sql`SELECT e->>'variant' AS variant, count(*)::int AS leads, count(DISTINCT l.visitor_id)::int AS converted
          FROM leads l CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(l.experiments) = 'array' THEN l.experiments ELSE '[]'::jsonb END) e
          WHERE e->>'experiment' = ${experiment} GROUP BY 1`
}
