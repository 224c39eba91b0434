import { sql, type SQL } from 'drizzle-orm'

/**
 * The admin dashboard's one statement over leads, locations, csv_imports, experiment_definitions,
 * popup_stats and popups (issue 20; src/services/dashboard/dashboard-data.ts reads it,
 * `npm run bench -- --only dashboard` times it: p95 <= 100 ms at 100,000 leads). Aggregates are
 * what the Local API cannot do.
 */
const DAY_MS = 86_400_000

/** The statement, for the dashboard and for the benchmark that times it. */
export function dashboardSql(now: Date): SQL {
  const since30 = new Date(now.getTime() - 30 * DAY_MS).toISOString()
  const since7 = new Date(now.getTime() - 7 * DAY_MS).toISOString()
  return sql`
    WITH recent AS (
      SELECT form_type::text AS form_type, store_id, nullif(source, '') AS source, created_at >= ${since7}::timestamptz AS in7
      FROM leads WHERE created_at >= ${since30}::timestamptz
    )
    SELECT
      (SELECT coalesce(json_agg(x), '[]') FROM (
        SELECT form_type AS key, count(*) FILTER (WHERE in7) AS d7, count(*) AS d30 FROM recent GROUP BY form_type) x) AS by_form_type,
      (SELECT coalesce(json_agg(x), '[]') FROM (
        SELECT l.name AS key, count(*) FILTER (WHERE r.in7) AS d7, count(*) AS d30
        FROM recent r LEFT JOIN locations l ON l.id = r.store_id GROUP BY l.name) x) AS by_store,
      (SELECT coalesce(json_agg(x), '[]') FROM (
        SELECT source AS key, count(*) FILTER (WHERE in7) AS d7, count(*) AS d30 FROM recent GROUP BY source) x) AS by_source,
      (SELECT json_build_object(
        'pending', count(*) FILTER (WHERE delivery_status = 'pending'),
        'retrying', count(*) FILTER (WHERE delivery_status = 'retrying'),
        'failed', count(*) FILTER (WHERE delivery_status = 'failed'),
        'noRecipient', count(*) FILTER (WHERE delivery_status = 'no-recipient'))
        FROM leads WHERE delivery_status IN ('pending', 'retrying', 'failed', 'no-recipient')) AS delivery,
      (SELECT coalesce(json_agg(x), '[]') FROM (
        SELECT id, title, delivery_status AS status, last_error AS error, created_at AS "createdAt"
        FROM leads WHERE delivery_status IN ('failed', 'no-recipient') ORDER BY created_at DESC LIMIT 5) x) AS stuck,
      (SELECT row_to_json(x) FROM (
        SELECT id, status, kind, rows_total AS "rowsTotal", created, updated, marked_sold AS "markedSold", error, created_at AS "createdAt"
        FROM csv_imports ORDER BY created_at DESC LIMIT 1) x) AS last_import,
      (SELECT coalesce(json_agg(x ORDER BY x.name), '[]') FROM (
        SELECT id, name FROM experiment_definitions WHERE active) x) AS experiments,
      (SELECT coalesce(json_agg(x), '[]') FROM (
        SELECT s.popup_id AS "popupId", max(p.name) AS name, sum(s.views) AS views, sum(s.submissions) AS submissions
        FROM popup_stats s LEFT JOIN popups p ON p.popup_id = s.popup_id
        WHERE s.day >= ${since30.slice(0, 10)} GROUP BY s.popup_id) x) AS popups`
}
