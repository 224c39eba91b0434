import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { CATALOG } from './data/vehicle-catalog'

/**
 * Demo market values for every catalog model, 2010-2026: a model-year row per model, wholesale
 * values depreciating from the new price. Inserted in one statement (the table has only scalar
 * columns), so seeding stays fast; idempotent through the (year, make, model) check.
 */
export async function seedMarketGuide(payload: Payload, nowYear = 2026): Promise<number> {
  const existing = await payload.count({ collection: 'market-guide' })
  if (existing.totalDocs > 0) return 0
  const rows: string[] = []
  const seen = new Set<string>()
  for (const m of CATALOG) {
    const key = `${m.make}|${m.model}`
    if (seen.has(key)) continue
    seen.add(key)
    for (let year = 2010; year <= nowYear; year++) {
      const age = nowYear - year
      const avg = Math.round((m.msrp * Math.pow(0.84, age + 1)) / 25) * 25
      const esc = (s: string) => s.replace(/'/g, "''")
      rows.push(`(${year}, '${esc(m.make)}', '${esc(m.model)}', '${year} ${esc(m.make)} ${esc(m.model)}', ${avg}, ${Math.round(avg * 1.08)}, ${Math.round(avg * 0.85)}, ${Math.round(avg * 1.22)})`)
    }
  }
  const db = payload.db as unknown as { drizzle: { execute: (q: unknown) => Promise<unknown> } }
  await db.drizzle.execute(
    sql.raw(`insert into market_guide (year, make, model, label, wholesale_avg, wholesale_clean, wholesale_rough, retail_avg) values ${rows.join(',')}`),
  )
  return rows.length
}
