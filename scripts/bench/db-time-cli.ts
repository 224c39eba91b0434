/**
 * `tsx scripts/bench/db-time-cli.ts <iterations>` with DATABASE_URL set:
 * prints the SRP database-time rows as JSON on the last line (scripts/bench/db-time.ts).
 */
import { createRequire } from 'node:module'
import { loadPayload, closePayload } from '../lib/payload-instance'

// src/data is marked server-only (it must never reach a browser bundle); this process is a server.
const require = createRequire(import.meta.url)
const serverOnly = require.resolve('server-only')
require.cache[serverOnly] = { id: serverOnly, filename: serverOnly, loaded: true, exports: {} } as NodeJS.Module
const { measureDbTime } = await import('./db-time')

const payload = await loadPayload()
const rows = await measureDbTime(payload, process.env.DATABASE_URL!, Number(process.argv[2] ?? 20))
await closePayload(payload)
console.log(JSON.stringify(rows))
process.exit(0)
