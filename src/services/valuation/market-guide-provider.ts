import type { Payload } from 'payload'
import type { MarketGuide } from '@/payload-types'
import type { Valuation } from '@/domain/trade-in/offer-settings'
import type { ValuationProvider, ValuationQuery } from './provider'

function toValuation(row: MarketGuide): Valuation {
  return {
    adjusted_whole_avg: row.wholesaleAvg,
    adjusted_whole_clean: row.wholesaleClean ?? null,
    adjusted_whole_rough: row.wholesaleRough ?? null,
    adjusted_retail_avg: row.retailAvg ?? null,
  }
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase()

/**
 * The built-in provider: the market-guide collection. Picks the most specific row that does not
 * contradict the shopper: series and style; then the series row without a style; then, when the
 * shopper gave no style, any row of that series; then the model-year row with neither. A row of
 * the same series but another style (a 2-door coupe for a 4-door sedan) is never used.
 */
export function marketGuideProvider(payload: Payload): ValuationProvider {
  return {
    name: 'market-guide',
    async lookup(query: ValuationQuery) {
      const { docs } = await payload.find({
        collection: 'market-guide',
        depth: 0,
        limit: 50,
        where: {
          and: [{ year: { equals: query.year } }, { make: { like: query.make } }, { model: { like: query.model } }],
        },
      })
      const rows = docs.filter((d) => same(d.make, query.make) && same(d.model, query.model))
      const seriesRows = query.series?.trim() ? rows.filter((d) => d.series && same(d.series, query.series)) : []
      const best =
        seriesRows.find((d) => query.style?.trim() && same(d.style, query.style)) ??
        seriesRows.find((d) => !d.style) ??
        (query.style?.trim() ? undefined : seriesRows[0]) ??
        rows.find((d) => !d.series && !d.style)
      return best ? toValuation(best) : null
    },
  }
}
