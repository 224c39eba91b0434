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

const same = (a: string | null | undefined, b: string | null | undefined) => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase()

/**
 * The built-in provider: the market-guide collection. Picks the most specific row: series and
 * style, then series, then the model-year row with neither.
 */
export function marketGuideProvider(payload: Payload): ValuationProvider {
  return {
    name: 'market-guide',
    async lookup(query: ValuationQuery) {
      const { docs } = await payload.find({
        collection: 'market-guide',
        depth: 0,
        limit: 50,
        where: { and: [{ year: { equals: query.year } }, { make: { like: query.make } }, { model: { like: query.model } }] },
      })
      const rows = docs.filter((d) => same(d.make, query.make) && same(d.model, query.model))
      const best =
        rows.find((d) => same(d.series, query.series) && same(d.style, query.style) && d.series) ??
        rows.find((d) => same(d.series, query.series) && d.series) ??
        rows.find((d) => !d.series && !d.style)
      return best ? toValuation(best) : null
    },
  }
}
