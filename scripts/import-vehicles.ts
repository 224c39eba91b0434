/**
 * `npm run import:vehicles -- feed.csv [--full] [--dev] [--preset dealer-feed]`: imports a dealer CSV
 * feed into the production (or dev) database. --full marks available vehicles missing from the file
 * as sold; missing specs are decoded from the VIN (decision 0015); a progress bar runs on stderr.
 * Bad rows are printed with their row number and reason; good rows land in one transaction.
 */
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { openDatabase } from './lib/database'
import { prepareProcessEnv } from './lib/process-env'
import { loadPayload, migrate, closePayload } from './lib/payload-instance'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    full: { type: 'boolean', default: false },
    dev: { type: 'boolean', default: false },
    preset: { type: 'string', default: 'dealer-feed' },
  },
})
const file = positionals[0]
if (!file) {
  console.error('usage: npm run import:vehicles -- feed.csv [--full] [--preset dealer-feed]')
  process.exit(2)
}
const { COLUMN_PRESETS } = await import('../src/domain/inventory-import/column-map')
const preset = Object.hasOwn(COLUMN_PRESETS, values.preset) ? COLUMN_PRESETS[values.preset] : undefined
if (!preset) {
  console.error(`unknown column preset "${values.preset}"; known: ${Object.keys(COLUMN_PRESETS).join(', ')}`)
  process.exit(2)
}
const csv = readFileSync(file, 'utf8')
prepareProcessEnv()
const db = await openDatabase(values.dev ? 'dev' : 'production')
process.env.DATABASE_URL = db.url
if (values.dev) process.env.PAYLOAD_DB_PUSH = '1'
const payload = await loadPayload()
if (!values.dev) await migrate(payload)
const { importVehicleFeed } = await import('../src/services/inventory-import/run-import')

function bar(done: number, total: number, phase: string): void {
  const width = 30
  const filled = Math.round((done / Math.max(1, total)) * width)
  process.stderr.write(`\r${phase.padEnd(8)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`)
  if (done === total) process.stderr.write('\n')
}

let code = 0
try {
  const report = await importVehicleFeed(payload, csv, { full: values.full, preset, onProgress: bar })
  console.log(
    `import: ${report.created} created, ${report.updated} updated, ${report.markedSold} marked sold, ${report.decoded} completed from the VIN, ${report.problems.length} rows skipped`,
  )
  for (const p of report.problems) console.log(`  row ${p.row}${p.vin ? ` (${p.vin})` : ''}: ${p.reason}`)
  if (report.problems.length > 0) code = 1
} catch (err) {
  console.error('import failed, nothing was changed:', err)
  code = 3
}
const { closeVinDecoder } = await import('../src/services/vin-decoder/decoder')
await closeVinDecoder()
await closePayload(payload)
await db.release()
process.exit(code)
