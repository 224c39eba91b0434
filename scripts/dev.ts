/**
 * `npm run dev`: next dev on the dev database (schema push), seeded when empty. Never touches the
 * production database, so `npm start` never meets a pushed schema.
 */
import path from 'node:path'
import { spawn } from 'node:child_process'
import { openDatabase } from './lib/database'
import { prepareProcessEnv } from './lib/process-env'
import { loadPayload, databaseIsEmpty, closePayload } from './lib/payload-instance'
import { localOutboxLines } from '../src/config/local-outboxes'
import { env as appEnv } from '../src/config/env'

const root = path.resolve(import.meta.dirname, '..')
prepareProcessEnv()
const db = await openDatabase('dev')
process.env.DATABASE_URL = db.url
process.env.PAYLOAD_DB_PUSH = '1'

const payload = await loadPayload()
if (await databaseIsEmpty(payload)) {
  const { seed } = await import('../src/seed')
  await seed(payload, {
    vehicles: Number(process.env.SEED_VEHICLES || 300),
    layer: 'production',
    log: (m) => console.log(m),
  })
}
await closePayload(payload)

const port = process.env.PORT || '3000'
const next = spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'dev', '-p', port], {
  cwd: root,
  env: { ...process.env, NODE_ENV: 'development' },
  stdio: 'inherit',
})
// Where mail and texts go without providers (issue 15), as `npm start` says it.
next.once('spawn', () => {
  for (const line of localOutboxLines(appEnv(), process.env.PUBLIC_URL || `http://localhost:${port}`)) console.log(line)
})
process.on('SIGINT', () => next.kill('SIGINT'))
process.on('SIGTERM', () => next.kill('SIGTERM'))
const code: number = await new Promise((resolve) => next.on('exit', (c) => resolve(c ?? 0)))
await db.release()
process.exit(code)
