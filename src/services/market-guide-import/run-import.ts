import { createLocalReq, type Payload } from 'payload'
import { parseCsv } from '@/domain/inventory-import/csv'
import { marketGuideKey, parseMarketGuideRows, type MarketGuideProblem } from '@/domain/trade-in/market-guide-rows'

export type MarketGuideImportOptions = { onProgress?: (done: number, total: number) => void }
export type MarketGuideImportReport = { created: number; updated: number; problems: MarketGuideProblem[] }

/**
 * Imports market-guide values from CSV (issue 7 "Valuation"): bad rows are reported and skipped,
 * good rows are upserted on their natural key (year, make, model, series, style; case-insensitive)
 * inside ONE transaction, so a crash leaves the guide as it was and a second import of the same
 * file creates nothing new. Same shape as the vehicle feed import (decision 0016).
 */
export async function importMarketGuide(
  payload: Payload,
  csv: string,
  options: MarketGuideImportOptions = {},
): Promise<MarketGuideImportReport> {
  const { values, problems } = parseMarketGuideRows(parseCsv(csv))
  const report: MarketGuideImportReport = { created: 0, updated: 0, problems }
  if (problems.some((p) => p.row === 1)) return report

  const existing = await payload.find({
    collection: 'market-guide',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { year: true, make: true, model: true, series: true, style: true },
  })
  const idByKey = new Map(
    existing.docs.map((d) => [
      marketGuideKey({ year: d.year, make: d.make, model: d.model, series: d.series ?? null, style: d.style ?? null }),
      d.id,
    ]),
  )

  const transactionID = await payload.db.beginTransaction()
  const req = await createLocalReq({}, payload)
  if (transactionID) req.transactionID = transactionID
  try {
    let done = 0
    for (const { value } of values) {
      const id = idByKey.get(marketGuideKey(value))
      if (id !== undefined) {
        await payload.update({ collection: 'market-guide', id, data: value, req, depth: 0, overrideAccess: true })
        report.updated++
      } else {
        await payload.create({ collection: 'market-guide', data: value, req, depth: 0, overrideAccess: true })
        report.created++
      }
      options.onProgress?.(++done, values.length)
    }
    if (transactionID) await payload.db.commitTransaction(transactionID)
  } catch (err) {
    if (transactionID) await payload.db.rollbackTransaction(transactionID)
    throw err
  }
  return report
}
