/**
 * `npm run credit-key:rotate [-- --dry-run] [--dev]`: re-seals every SSN, date of birth and staff
 * authenticator key from the old CREDIT_DATA_KEY (CREDIT_DATA_KEY_PREVIOUS) to the new one
 * (CREDIT_DATA_KEY), in one transaction (issue 35; decision 0301; docs/security.md "Rotating
 * CREDIT_DATA_KEY"). The production database by default (DATABASE_URL, else the embedded one);
 * --dev for the development database. Exit code 0 done, 1 refused or failed, 2 bad usage.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { openDatabase } from './lib/database'
import { prepareProcessEnv } from './lib/process-env'
import { closePayload, loadPayload } from './lib/payload-instance'
import { rotationKeys, rotationOutcome } from './lib/credit-key-rotation'

const { values } = parseArgs({
  options: {
    'dry-run': { type: 'boolean', default: false },
    dev: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h' },
  },
})
if (values.help) {
  console.log(
    'usage: CREDIT_DATA_KEY_PREVIOUS=<old key> CREDIT_DATA_KEY=<new key> npm run credit-key:rotate [-- --dry-run] [--dev]',
  )
  process.exit(0)
}

const keyFile = path.resolve(process.cwd(), '.data', 'credit-data-key.secret')
const keys = rotationKeys(
  { CREDIT_DATA_KEY: process.env.CREDIT_DATA_KEY, CREDIT_DATA_KEY_PREVIOUS: process.env.CREDIT_DATA_KEY_PREVIOUS },
  existsSync(keyFile) ? readFileSync(keyFile, 'utf8') : null,
)
if (!keys.ok) {
  console.error(`credit-key:rotate: ${keys.message}`)
  process.exit(2)
}

prepareProcessEnv()
const db = await openDatabase(values.dev ? 'dev' : 'production')
process.env.DATABASE_URL = db.url
const payload = await loadPayload()
let code = 0
try {
  const { rotateCreditDataKey, RotationRefused } = await import('../src/services/credit-data/rotate-key')
  try {
    const report = await rotateCreditDataKey(payload, {
      oldKey: keys.oldKey,
      newKey: keys.newKey,
      dryRun: values['dry-run'],
    })
    for (const line of rotationOutcome(report, keys.newKeyFrom)) console.log(line)
  } catch (err) {
    if (!(err instanceof RotationRefused)) throw err
    console.error(`credit-key:rotate refused: ${err.message}`)
    for (const u of err.unreadable.slice(0, 20)) console.error(`  ${u.table}.${u.column} of row ${u.id}`)
    if (err.unreadable.length > 20) console.error(`  … and ${err.unreadable.length - 20} more`)
    if (err.unreadable.length > 0)
      console.error(
        '  These were sealed with a third key (an older rotation, another machine, a restored backup): find it and rotate from it first, or erase those values deliberately.',
      )
    code = 1
  }
} catch (err) {
  console.error(`credit-key:rotate failed, nothing was changed: ${(err as Error).message}`)
  code = 1
}
await closePayload(payload)
await db.release()
process.exit(code)
