import type { Payload } from 'payload'
import { execute } from '@/server/db/execute'
import { insertMarketGuideSql, type MarketGuideRow } from '@/server/db/market-guide'
import { CATALOG } from './data/vehicle-catalog'

/**
 * Trim-level rows (series and style) that price a trim apart from its model year (issue 7: the
 * shopper picks series and style). A 2014 F-150 Platinum or King Ranch holds its value far better
 * than the model-year row says, so this 12-year-old truck also gets a moreCashLater offer
 * (site.md section 4: only vehicles at least 10 years old) that beats its cash offer.
 */
export const DEMO_TRIM_ROWS = [
  { year: 2014, make: 'Ford', model: 'F-150', series: 'XLT', style: '4D SuperCrew', avg: 13500, retail: 17900 },
  { year: 2014, make: 'Ford', model: 'F-150', series: 'Platinum', style: '4D SuperCrew', avg: 16000, retail: 21500 },
  { year: 2014, make: 'Ford', model: 'F-150', series: 'King Ranch', style: '4D SuperCrew', avg: 16800, retail: 22400 },
] as const

/**
 * Demo market values for every catalog model, 2010-2026: a model-year row per model, wholesale
 * values depreciating from the new price, plus the trim rows above. Inserted in one statement
 * (src/server/db/market-guide.ts), so seeding stays fast; runs only on an empty guide.
 */
export async function seedMarketGuide(payload: Payload, nowYear = 2026): Promise<number> {
  const existing = await payload.count({ collection: 'market-guide' })
  if (existing.totalDocs > 0) return 0
  const rows: MarketGuideRow[] = []
  const seen = new Set<string>()
  for (const m of CATALOG) {
    const key = `${m.make}|${m.model}`
    if (seen.has(key)) continue
    seen.add(key)
    for (let year = 2010; year <= nowYear; year++) {
      const age = nowYear - year
      const avg = Math.round((m.msrp * Math.pow(0.84, age + 1)) / 25) * 25
      rows.push({
        year,
        make: m.make,
        model: m.model,
        series: null,
        style: null,
        label: `${year} ${m.make} ${m.model}`,
        wholesaleAvg: avg,
        wholesaleClean: Math.round(avg * 1.08),
        wholesaleRough: Math.round(avg * 0.85),
        retailAvg: Math.round(avg * 1.22),
      })
    }
  }
  for (const t of DEMO_TRIM_ROWS) {
    const label = `${t.year} ${t.make} ${t.model} ${t.series} ${t.style}`
    rows.push({
      year: t.year,
      make: t.make,
      model: t.model,
      series: t.series,
      style: t.style,
      label,
      wholesaleAvg: t.avg,
      wholesaleClean: Math.round(t.avg * 1.08),
      wholesaleRough: Math.round(t.avg * 0.85),
      retailAvg: t.retail,
    })
  }
  await execute(payload, insertMarketGuideSql(rows))
  return rows.length
}
