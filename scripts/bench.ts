/**
 * `npm run bench [-- --vehicles 10000 --duration 15 --connections 10]`: seeds a benchmark database
 * (kept between runs), serves the built app with `next start`, and loads each page on loopback next
 * to a static file of the same size served by the same server, so ratios hold on a noisy machine.
 * Results go to docs/benchmarks.md.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { prepareProcessEnv } from './lib/process-env'
import { openDatabase } from './lib/database'
import { buildIsCurrent } from './lib/build-fingerprint'
import { runOrExit } from './lib/run'
import { load } from './bench/load'
import { startServer, rssMb } from './bench/server'
import { writeReport, type Row } from './bench/report'
import { benchTargets } from './bench/targets'

const root = path.resolve(import.meta.dirname, '..')
const { values } = parseArgs({ options: { vehicles: { type: 'string', default: '10000' }, duration: { type: 'string', default: '15' }, connections: { type: 'string', default: '10' } } })
const vehicles = Number(values.vehicles)
const durationSeconds = Number(values.duration)
const connections = Number(values.connections)
prepareProcessEnv()

const db = await openDatabase('test', `bench_${vehicles}`)
const mediaDir = path.join('.data', 'bench-media', String(vehicles))
const env = { DATABASE_URL: db.url, MEDIA_DIR: mediaDir, OUTBOX_DIR: path.join('.data', 'bench-outbox') }
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs')
console.log(`[bench] seeding ${vehicles} vehicles (kept between runs)…`)
await runOrExit(process.execPath, [tsx, 'scripts/seed.ts', '--vehicles', String(vehicles)], { cwd: root, env: { ...process.env, ...env } })
if (!buildIsCurrent(root)) await runOrExit(process.execPath, [tsx, 'scripts/build.ts'], { cwd: root })

const server = await startServer(env)
const staticDir = path.join(root, '.next', 'static', 'bench')
mkdirSync(staticDir, { recursive: true })
const rows: Row[] = []
const notes: string[] = []
const rssBefore = await rssMb(server.child.pid)
try {
  for (const target of await benchTargets(server.baseUrl, db.url)) {
    // A redirect would measure the 3xx, not the page: report it instead.
    const res = await fetch(`${server.baseUrl}${target.path}`, { redirect: 'manual' })
    if (res.status !== 200) {
      notes.push(`${target.name} (${target.path}) answered ${res.status}: not measured.`)
      continue
    }
    const bytes = (await res.arrayBuffer()).byteLength
    const file = `${rows.length}.html`
    writeFileSync(path.join(staticDir, file), 'x'.repeat(bytes))
    console.log(`[bench] ${target.name}: ${target.path} (${bytes} bytes)`)
    const page = await load(`${server.baseUrl}${target.path}`, { connections, durationSeconds })
    const staticFile = await load(`${server.baseUrl}/_next/static/bench/${file}`, { connections, durationSeconds })
    rows.push({ name: target.name, url: target.path, bytes, page, staticFile })
  }
  const rssAfter = await rssMb(server.child.pid)
  notes.push(`Server memory (RSS): ${rssBefore} MB before the run, ${rssAfter} MB after.`)
} finally {
  server.stop()
  rmSync(staticDir, { recursive: true, force: true })
  await db.release()
}
console.log(writeReport(rows, { vehicles, connections, durationSeconds, notes }))
process.exit(0)
