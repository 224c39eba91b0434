import { sql, type SQL } from 'drizzle-orm'

/**
 * market_guide (collection market-guide): the demo seed's ~600 market values in one parameterised
 * statement (the table has only scalar columns), where payload.create one by one would add seconds
 * to every seeded test database. Demo data only; imports go through the Local API.
 */
export type MarketGuideRow = {
  year: number
  make: string
  model: string
  series: string | null
  style: string | null
  label: string
  wholesaleAvg: number
  wholesaleClean: number
  wholesaleRough: number
  retailAvg: number
}

export function insertMarketGuideSql(rows: readonly MarketGuideRow[]): SQL {
  const values = rows.map(
    (r) =>
      sql`(${r.year}, ${r.make}, ${r.model}, ${r.series}, ${r.style}, ${r.label}, ${r.wholesaleAvg}, ${r.wholesaleClean}, ${r.wholesaleRough}, ${r.retailAvg})`,
  )
  return sql`insert into market_guide (year, make, model, series, style, label, wholesale_avg, wholesale_clean, wholesale_rough, retail_avg) values ${sql.join(values, sql`, `)}`
}
