/**
 * `npm run import:vehicles -- feed.csv [--full] [--dev]`: imports a dealer CSV feed into the
 * production (or dev) database. --full marks available vehicles missing from the file as sold.
 * Bad rows are printed with their row number and reason; good rows land in one transaction.
 */
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { openDatabase } from './lib/database'
import { prepareProcessEnv } from './lib/process-env'
import { loadPayload, migrate, closePayload } from './lib/payload-instance'

const { values, positionals } = parseArgs({ allowPositionals: true, options: { full: { type: 'boolean', default: false }, dev: { type: 'boolean', default: false } } })
const file = positionals[0]
if (!file) {
  console.error('usage: npm run import:vehicles -- feed.csv [--full]')
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

function bar(done: number, total: number): void {
  const width = 30
  const filled = Math.round((done / Math.max(1, total)) * width)
  process.stderr.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`)
  if (done === total) process.stderr.write('\n')
}

let code = 0
try {
  const report = await importVehicleFeed(payload, csv, { full: values.full, onProgress: bar })
  console.log(`import: ${report.created} created, ${report.updated} updated, ${report.markedSold} marked sold, ${report.problems.length} rows skipped`)
  for (const p of report.problems) console.log(`  row ${p.row}${p.vin ? ` (${p.vin})` : ''}: ${p.reason}`)
  if (report.problems.length > 0) code = 1
} catch (err) {
  console.error('import failed, nothing was changed:', err)
  code = 3
}
await closePayload(payload)
await db.release()
process.exit(code)
