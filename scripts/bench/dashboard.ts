/**
 * The admin dashboard's statement at 100,000 leads (issue 20: p95 <= 100 ms). The benchmark
 * database gets that many leads (once; kept between runs), spread over 60 days, the form types,
 * the stores, a dozen sources and every delivery status, then the statement the dashboard runs
 * (src/server/db/dashboard.ts) is timed, one at a time, on a warm connection.
 */
import pg from 'pg'
import { PgDialect } from 'drizzle-orm/pg-core'
import { dashboardSql } from '../../src/server/db/dashboard'

export const DASHBOARD_P95_TARGET_MS = 100
const LEADS = 100_000
const MARK = 'Bench dashboard lead'

export type DashboardResult = { leads: number; samples: number; p50: number; p95: number; max: number }

export async function measureDashboard(databaseUrl: string, samples = 60): Promise<DashboardResult> {
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    const { rows } = await db.query<{ n: string }>('SELECT count(*) AS n FROM leads WHERE title LIKE $1', [`${MARK}%`])
    const missing = LEADS - Number(rows[0]?.n ?? 0)
    if (missing > 0) {
      console.log(`[bench] dashboard: adding ${missing} leads`)
      await db.query(
        `INSERT INTO leads (title, form_type, store_id, source, medium, campaign, delivery_status, created_at, updated_at)
         SELECT $1 || ' ' || g,
                (enum_range(NULL::enum_leads_form_type))[1 + g % array_length(enum_range(NULL::enum_leads_form_type), 1)],
                (SELECT id FROM locations ORDER BY id OFFSET g % greatest(1, (SELECT count(*) FROM locations)) LIMIT 1),
                CASE WHEN g % 5 = 0 THEN NULL ELSE (ARRAY['google','facebook','bing','newsletter','cars.com','autotrader','(direct)','instagram','tiktok','youtube','craigslist','referral'])[1 + g % 12] END,
                'cpc', 'campaign-' || (g % 30),
                (ARRAY['sent','sent','sent','sent','sent','sent','sent','pending','retrying','failed'])[1 + g % 10]::enum_leads_delivery_status,
                now() - (g % 60) * interval '1 day' - (g % 1440) * interval '1 minute', now()
         FROM generate_series(1, $2::int) AS g`,
        [MARK, missing],
      )
      await db.query('ANALYZE leads')
    }
    const { sql: text, params } = new PgDialect().sqlToQuery(dashboardSql(new Date()))
    const times: number[] = []
    for (let i = 0; i < samples + 5; i++) {
      const started = performance.now()
      await db.query(text, params)
      if (i >= 5) times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    const at = (p: number) =>
      Math.round(times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] * 10) / 10
    const total = await db.query<{ n: string }>('SELECT count(*) AS n FROM leads')
    return { leads: Number(total.rows[0]?.n ?? 0), samples, p50: at(50), p95: at(95), max: at(100) }
  } finally {
    await db.end()
  }
}
