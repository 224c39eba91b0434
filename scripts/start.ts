/**
 * `npm start`: the one command a fresh machine needs (README "Quick start").
 * 1. starts the embedded Postgres when DATABASE_URL is unset;
 * 2. builds when the source changed since the last build;
 * 3. applies migrations and seeds demo content into an empty database;
 * 4. serves the site and /admin with scripts/serve.mjs (Next's request handler; see there why not
 *    `next start`), and prints the demo logins.
 * SIGINT/SIGTERM stop Next and then Postgres; after a SIGKILL the next start stops the orphaned
 * Next server and reuses (or cleans up after) the orphaned Postgres.
 */
import path from 'node:path'
import { spawn } from 'node:child_process'
import { openDatabase } from './lib/database'
import { prepareProcessEnv } from './lib/process-env'
import { buildIsCurrent } from './lib/build-fingerprint'
import { runOrExit } from './lib/run'
import { DEMO_USERS } from '../src/seed/data/users'
import { env as appEnv } from '../src/config/env'
import { localOutboxLines } from '../src/config/local-outboxes'
import { recordServer, stopOrphanedServer } from './lib/orphan-server'
import { serverArgs } from './lib/server-command'

const root = path.resolve(import.meta.dirname, '..')
const port = process.env.PORT || '3000'
const serverPidFile = path.join(root, '.data', `next-${port}.pid`)
prepareProcessEnv()
await stopOrphanedServer(serverPidFile, (msg) => console.log(`[start] ${msg}`))

const db = await openDatabase('production')
const env = { ...process.env, DATABASE_URL: db.url, NODE_ENV: 'production' as const, PAYLOAD_DB_PUSH: '0' }

if (!buildIsCurrent(root)) {
  console.log('Building the site (first start, or the source changed)…')
  await runOrExit(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build.ts'], { cwd: root, env })
}

console.log('Applying migrations…')
await runOrExit(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/migrate.ts', '--seed-if-empty'], {
  cwd: root,
  env: { ...env, MIGRATE_TARGET_READY: '1' },
})

const next = spawn(process.execPath, serverArgs(root, port), { cwd: root, env, stdio: 'inherit' })
recordServer(serverPidFile, next.pid)

const publicUrl = process.env.PUBLIC_URL || `http://localhost:${port}`
next.once('spawn', () => {
  console.log(`\nSite:  ${publicUrl}\nAdmin: ${publicUrl}/admin`)
  console.log('Demo logins (change them before going live):')
  for (const u of DEMO_USERS) console.log(`  ${u.role.padEnd(9)} ${u.email.padEnd(28)} ${u.password}`)
  for (const line of localOutboxLines(appEnv(), publicUrl)) console.log(line)
  console.log()
})

let stopping = false
async function shutdown(signal: NodeJS.Signals) {
  if (stopping) return
  stopping = true
  next.kill(signal)
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))

const code: number = await new Promise((resolve) => next.on('exit', (c) => resolve(c ?? 0)))
await db.release()
process.exit(code)
