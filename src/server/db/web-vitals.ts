import { sql, type SQL } from 'drizzle-orm'

/**
 * web_vitals and web_vitals_alerts (collections web-vitals and web-vitals-alerts; issue 40,
 * decision 0325). A beacon's values are counted in one atomic upsert, one row per metric, so
 * concurrent beacons on several instances never lose an increment. A beacon names each metric at
 * most once (src/domain/vitals/beacon.ts), so no row is hit twice by one statement.
 */
export type BucketHit = { metric: string; bucket: number }

export function countVitalsSql(day: string, template: string, device: string, hits: readonly BucketHit[]): SQL {
  const values = sql.join(
    hits.map((h) => sql`(${day}, ${template}, ${device}, ${h.metric}, ${h.bucket}, 1)`),
    sql`, `,
  )
  return sql`INSERT INTO web_vitals (day, template, device, metric, bucket, count) VALUES ${values}
    ON CONFLICT (day, template, device, metric, bucket) DO UPDATE SET count = web_vitals.count + excluded.count`
}

/** Counts per day, template, device, metric and bucket for the days from `fromDay` to `toDay`, inclusive. */
export function vitalsCountsSql(fromDay: string, toDay: string): SQL {
  return sql`SELECT day, template, device, metric, bucket, count FROM web_vitals
    WHERE day >= ${fromDay} AND day <= ${toDay} ORDER BY day, template, device, metric, bucket`
}

/** Rows in the histogram table, for the bench and the tests (it must not grow with visits). */
export function vitalsRowCountSql(): SQL {
  return sql`SELECT count(*)::int AS rows, coalesce(sum(count), 0)::bigint AS visits FROM web_vitals`
}

/** Claims one episode's e-mail: a row back means this call is the first to report it. */
export function claimVitalsAlertSql(template: string, metric: string, since: string, p75: number, at: string): SQL {
  return sql`INSERT INTO web_vitals_alerts (template, metric, since, p75, notified_at)
    VALUES (${template}, ${metric}, ${since}, ${p75}, ${at})
    ON CONFLICT (template, metric, since) DO NOTHING RETURNING id`
}

/** Gives a claim back when its e-mail could not be sent, so the next run tries again. */
export function releaseVitalsAlertSql(template: string, metric: string, since: string): SQL {
  return sql`DELETE FROM web_vitals_alerts WHERE template = ${template} AND metric = ${metric} AND since = ${since}`
}
