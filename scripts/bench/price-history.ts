/**
 * `tsx scripts/bench/price-history.ts [--vehicles 50000] [--per-vehicle 10]`: seeds (or reuses) the
 * benchmark database of that size (scripts/bench/growth.ts) and runs price-history-cli.ts on it
 * (issue 37, "Scale": the history of 50,000 vehicles with ten changes each). The topped-up history
 * stays in the benchmark database; a later `npm run bench` at that size runs on it.
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { run } from '../lib/run'
import { benchDatabase } from './growth'

const { values } = parseArgs({
  options: { vehicles: { type: 'string', default: '50000' }, 'per-vehicle': { type: 'string', default: '10' } },
})
const root = path.resolve(import.meta.dirname, '..', '..')
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs')
const db = await benchDatabase(Number(values.vehicles))
try {
  const code = await run(process.execPath, [tsx, 'scripts/bench/price-history-cli.ts', String(values['per-vehicle'])], {
    cwd: root,
    env: { ...process.env, ...db.env },
  })
  process.exitCode = code
} finally {
  await db.release()
}
