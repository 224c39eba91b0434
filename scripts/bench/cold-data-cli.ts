/**
 * `tsx scripts/bench/cold-data-cli.ts <file of URLs, one a line>` with DATABASE_URL set: prints the
 * database side of those cold search pages (scripts/bench/cold-data.ts) as JSON on the last line.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { loadPayload, closePayload } from '../lib/payload-instance'

// src/data is marked server-only (it must never reach a browser bundle); this process is a server.
const require = createRequire(import.meta.url)
const serverOnly = require.resolve('server-only')
require.cache[serverOnly] = { id: serverOnly, filename: serverOnly, loaded: true, exports: {} } as NodeJS.Module
const { measureColdData } = await import('./cold-data')

const urls = readFileSync(process.argv[2], 'utf8').split('\n').filter(Boolean)
const payload = await loadPayload()
const samples = await measureColdData(payload, urls)
await closePayload(payload)
console.log(JSON.stringify(samples))
process.exit(0)
