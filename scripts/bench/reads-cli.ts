/**
 * `tsx scripts/bench/reads-cli.ts <samples>` with DATABASE_URL set: prints the vehicle-page read
 * figures (scripts/bench/reads.ts) as JSON on the last line.
 */
import { createRequire } from 'node:module'
import { loadPayload, closePayload } from '../lib/payload-instance'

// src/graphql is marked server-only (it must never reach a browser bundle); this process is a server.
const require = createRequire(import.meta.url)
const serverOnly = require.resolve('server-only')
require.cache[serverOnly] = { id: serverOnly, filename: serverOnly, loaded: true, exports: {} } as NodeJS.Module
const { measureReads } = await import('./reads')

const payload = await loadPayload()
const result = await measureReads(payload, Number(process.argv[2] ?? 200))
await closePayload(payload)
console.log(JSON.stringify(result))
process.exit(0)
