/**
 * Runs a command with DATABASE_URL pointing at a database, starting the embedded cluster when no
 * DATABASE_URL is set. Usage: tsx scripts/with-db.ts [--dev|--scratch] <command...>
 * --scratch gives a throwaway database (used by migrate:create and the generated-files check).
 */
import { spawn } from 'node:child_process'
import { openDatabase } from './lib/database'
import { dropDatabase } from './lib/embedded-db'
import { prepareProcessEnv } from './lib/process-env'

const args = process.argv.slice(2)
const purpose = args[0] === '--dev' ? 'dev' : args[0] === '--scratch' ? 'test' : 'production'
if (args[0]?.startsWith('--')) args.shift()

prepareProcessEnv()
const db = await openDatabase(purpose)
const child = spawn(args[0], args.slice(1), {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: db.url, PAYLOAD_DB_PUSH: purpose === 'dev' ? '1' : '0' },
  shell: process.platform === 'win32',
})
const code: number = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)))
if (purpose === 'test') await dropDatabase(db.serverUrl, new URL(db.url).pathname.slice(1))
await db.release()
process.exit(code)
