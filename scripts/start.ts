/**
 * `npm start`: the one command a fresh machine needs (README "Quick start").
 * 1. starts the embedded Postgres when DATABASE_URL is unset;
 * 2. builds when the source changed since the last build, without Next's type check (CI and
 *    `npm run typecheck` check types; decision 0236), and meanwhile
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
import { run } from './lib/run'
import { DEMO_USERS } from '../src/seed/data/users'
import { env as appEnv } from '../src/config/env'
import { localOutboxLines } from '../src/config/local-outboxes'
import { recordServer, stopOrphanedServer } from './lib/orphan-server'
import { launchServer } from './lib/server-command'

const root = path.resolve(import.meta.dirname, '..')
const port = process.env.PORT || '3000'
const serverPidFile = path.join(root, '.data', `next-${port}.pid`)
prepareProcessEnv()
await stopOrphanedServer(serverPidFile, (msg) => console.log(`[start] ${msg}`))

const db = await openDatabase('production')
const env = { ...process.env, DATABASE_URL: db.url, NODE_ENV: 'production' as const, PAYLOAD_DB_PUSH: '0' }

const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs')
// The build and the migrations (with the first seed) need nothing of each other: on a fresh machine
// they run side by side, so the first page comes up to a minute sooner (decision 0236).
let build: ReturnType<typeof spawn> | null = null
let built: Promise<number> = Promise.resolve(0)
if (!buildIsCurrent(root)) {
  console.log('Building the site (first start, or the source changed)…')
  const child = spawn(process.execPath, [tsx, 'scripts/build.ts'], {
    cwd: root,
    env: { ...env, SKIP_BUILD_TYPECHECK: '1' },
    stdio: 'inherit',
  })
  build = child
  built = new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)))
}

console.log('Applying migrations…')
const migrated = await run(process.execPath, [tsx, 'scripts/migrate.ts', '--seed-if-empty'], {
  cwd: root,
  env: { ...env, MIGRATE_TARGET_READY: '1' },
})
if (migrated !== 0) build?.kill('SIGTERM')
const buildCode = await built
if (migrated !== 0 || buildCode !== 0) {
  console.error(
    migrated !== 0 ? `Migrations failed with exit code ${migrated}` : `The build failed with exit code ${buildCode}`,
  )
  await db.release()
  process.exit(migrated || buildCode)
}

const next = launchServer({ root, port, env })
recordServer(serverPidFile, next.pid)

const publicUrl = process.env.PUBLIC_URL || `http://localhost:${port}`
next.once('spawn', () => {
  console.log(`\nSite:  ${publicUrl}\nAdmin: ${publicUrl}/admin`)
  console.log('Demo logins (change them before going live):')
  for (const u of DEMO_USERS) console.log(`  ${u.role.padEnd(9)} ${u.email.padEnd(28)} ${u.password}`)
  console.log('  admin and sales then set up an authenticator app at their first sign-in (second factor).')
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
