import type { Payload } from 'payload'
import { COLUMN_PRESETS } from '@/domain/inventory-import/column-map'
import { importVehicleFeed } from '@/services/inventory-import/run-import'
import { importMarketGuide } from '@/services/market-guide-import/run-import'

/** How often at most the admin's progress counter is written while rows are saved. */
const PROGRESS_EVERY_MS = 400

type Status = 'queued' | 'decoding' | 'writing' | 'done' | 'failed'

/**
 * The job behind a CSV import record (issues 3 and 7; decision 0016): reads the uploaded file from
 * the record, runs the same import as the CLI (one transaction: all good rows or nothing) and
 * writes progress (rows done / total) and then the result back to the record. Progress is written
 * outside the import's transaction so the admin sees it while the rows are still uncommitted.
 */
export async function runCsvImport(payload: Payload, importId: number): Promise<void> {
  const record = await payload.findByID({ collection: 'csv-imports', id: importId, depth: 0, overrideAccess: true })
  const write = (data: Record<string, unknown>) =>
    payload.update({
      collection: 'csv-imports',
      id: importId,
      data,
      depth: 0,
      overrideAccess: true,
      context: { csvImportProgress: true },
    })

  let chain: Promise<unknown> = write({ status: 'writing', rowsDone: 0, rowsTotal: 0 })
  let last = 0
  const progress = (done: number, total: number, status: Status) => {
    const now = Date.now()
    if (done < total && now - last < PROGRESS_EVERY_MS) return
    last = now
    chain = chain
      .then(() => write({ status, rowsDone: done, rowsTotal: total }))
      .catch((err: unknown) => payload.logger.warn({ err, msg: `csv import ${importId}: progress not saved` }))
  }

  try {
    const csv = record.csv ?? ''
    if (record.kind === 'market-guide') {
      const report = await importMarketGuide(payload, csv, {
        onProgress: (done, total) => progress(done, total, 'writing'),
      })
      await chain
      await write({
        status: 'done',
        rowsDone: report.created + report.updated,
        rowsTotal: report.created + report.updated,
        created: report.created,
        updated: report.updated,
        problems: report.problems.map(toProblem),
      })
      return
    }
    const preset = COLUMN_PRESETS[record.preset ?? 'dealer-feed']
    const report = await importVehicleFeed(payload, csv, {
      full: Boolean(record.full),
      preset,
      onProgress: (done, total, phase) => progress(done, total, phase),
    })
    await chain
    const saved = report.created + report.updated
    await write({
      status: 'done',
      rowsDone: saved,
      rowsTotal: saved,
      created: report.created,
      updated: report.updated,
      markedSold: report.markedSold,
      decoded: report.decoded,
      problems: report.problems.map(toProblem),
    })
  } catch (err) {
    await chain
    const message = err instanceof Error ? err.message : String(err)
    payload.logger.error({ err, msg: `csv import ${importId} failed and was rolled back` })
    await write({ status: 'failed', error: `The import stopped and nothing was changed: ${message.slice(0, 500)}` })
  }
}

const toProblem = (p: { row: number; vin?: string; reason: string }) => ({
  row: p.row,
  vin: p.vin ?? null,
  reason: p.reason,
})
