import { createLocalReq, type Payload } from 'payload'
import {
  parseCsv,
  parseFeedRows,
  type ColumnPreset,
  type ImportedVehicle,
  type RowProblem,
} from '@/domain/inventory-import'
import { slugify } from '@/domain/inventory/slug'
import { PRICE_CHANGE_SOURCE_CONTEXT } from '@/domain/price-history/sources'
import { fillMissingSpecs, missingSpecs } from '@/domain/vehicles/vin-decode'
import { decodeVins } from '@/services/vin-decoder/decoder'

export type ImportOptions = {
  /** A full feed lists the whole inventory: available vehicles missing from it are marked sold. */
  full: boolean
  preset?: ColumnPreset
  /** 'decoding': VINs of rows with missing specs being decoded; 'writing': rows being saved. */
  onProgress?: (done: number, total: number, phase: ImportPhase) => void
}

export type ImportPhase = 'decoding' | 'writing'

/** `decoded`: rows whose missing specs were filled from the VIN. */
export type ImportReport = {
  created: number
  updated: number
  markedSold: number
  decoded: number
  problems: RowProblem[]
}

function toData(v: ImportedVehicle, storeId: number | undefined) {
  const { images, store: _store, ...rest } = v
  return {
    ...rest,
    store: storeId ?? null,
    previewImage: images[0] ?? null,
    additionalImages: images,
    status: 'available' as const,
  }
}

/**
 * Imports a dealer CSV feed (issue 3 "Feeds"): rows are validated first (bad rows are reported with
 * their row number and reason and skipped), then every good row is upserted by VIN through the
 * Local API (hooks fill the derived fields) inside ONE transaction, so a crash half-way leaves the
 * inventory exactly as it was. Idempotent: importing the same file twice changes nothing new.
 */
export async function importVehicleFeed(payload: Payload, csv: string, options: ImportOptions): Promise<ImportReport> {
  const { vehicles, problems } = parseFeedRows(parseCsv(csv), options.preset)
  const report: ImportReport = { created: 0, updated: 0, markedSold: 0, decoded: 0, problems }
  const headerBroken = problems.some((p) => p.row === 1)
  if (headerBroken) return report

  // Missing specs come from the VIN, offline (issue 3); decoded before the transaction opens so it stays short.
  const needDecode = vehicles.filter((v) => missingSpecs(v.vehicle).length > 0).map((v) => v.vehicle.vin)
  const decoded = await decodeVins(needDecode, (done) => options.onProgress?.(done, needDecode.length, 'decoding'))
  for (const entry of vehicles) {
    const { vehicle, filled } = fillMissingSpecs(entry.vehicle, decoded.get(entry.vehicle.vin) ?? null)
    entry.vehicle = vehicle
    if (filled.length > 0) report.decoded++
  }

  const stores = await payload.find({ collection: 'locations', limit: 100, depth: 0, pagination: false })
  const storeIds = new Map<string, number>()
  for (const s of stores.docs) {
    storeIds.set(slugify(s.storeId), s.id)
    storeIds.set(slugify(s.name), s.id)
  }
  const existing = await payload.find({
    collection: 'vehicles',
    pagination: false,
    depth: 0,
    select: { vin: true },
    overrideAccess: true,
  })
  const idByVin = new Map(existing.docs.map((d) => [d.vin, d.id]))

  const transactionID = await payload.db.beginTransaction()
  const req = await createLocalReq({ context: { [PRICE_CHANGE_SOURCE_CONTEXT]: 'import' } }, payload)
  if (transactionID) req.transactionID = transactionID
  try {
    let done = 0
    for (const { vehicle } of vehicles) {
      const data = toData(vehicle, vehicle.store ? storeIds.get(slugify(vehicle.store)) : undefined)
      const id = idByVin.get(vehicle.vin)
      if (id !== undefined) {
        await payload.update({ collection: 'vehicles', id, data, req, depth: 0, overrideAccess: true })
        report.updated++
      } else {
        await payload.create({ collection: 'vehicles', data, req, depth: 0, overrideAccess: true })
        report.created++
      }
      options.onProgress?.(++done, vehicles.length, 'writing')
    }
    // A full feed with no good row is far more likely a broken export than an empty lot: never sell everything.
    if (options.full && vehicles.length > 0) {
      const feedVins = vehicles.map((v) => v.vehicle.vin)
      const sold = await payload.update({
        collection: 'vehicles',
        where: { and: [{ status: { equals: 'available' } }, { vin: { not_in: feedVins } }] },
        data: { status: 'sold' },
        req,
        depth: 0,
        overrideAccess: true,
      })
      report.markedSold = sold.docs.length
    }
    if (transactionID) await payload.db.commitTransaction(transactionID)
  } catch (err) {
    if (transactionID) await payload.db.rollbackTransaction(transactionID)
    throw err
  }
  return report
}
