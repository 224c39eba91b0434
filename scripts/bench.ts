/**
 * `npm run bench [-- --vehicles 10000 --duration 15 --connections 10 --rounds 3 --sizes 1000,10000,50000]`:
 * seeds benchmark databases (kept between runs), serves the built app with `next start`, loads each
 * page on loopback in rounds alternating with a static file of the same size served by the same
 * server (ratios that hold on a noisy machine), then measures the SRP's database time beside the
 * bare SQL and how it grows with the inventory. Results go to docs/benchmarks.md.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { prepareProcessEnv } from './lib/process-env'
import { buildIsCurrent } from './lib/build-fingerprint'
import { runOrExit } from './lib/run'
import { measurePair } from './bench/pair'
import { startServer, rssMb } from './bench/server'
import { writeReport, type Row } from './bench/report'
import { benchTargets } from './bench/targets'
import { benchDatabase, measureGrowth, type GrowthRow } from './bench/growth'
import { benchLeads, startLeadSink } from './bench/leads'

const root = path.resolve(import.meta.dirname, '..')
const { values } = parseArgs({
  options: {
    vehicles: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    sizes: { type: 'string', default: '1000,10000,50000' },
  },
})
const vehicles = Number(values.vehicles)
const durationSeconds = Number(values.duration)
const connections = Number(values.connections)
const rounds = Math.max(1, Number(values.rounds))
const sizes = values.sizes === 'none' ? [] : values.sizes.split(',').map(Number).filter((n) => n > 0)
prepareProcessEnv()

const db = await benchDatabase(vehicles)
if (!buildIsCurrent(root)) await runOrExit(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build.ts'], { cwd: root })

const leadSink = await startLeadSink()
const server = await startServer({ ...db.env, ...leadSink.env })
const staticDir = path.join(root, '.next', 'static', 'bench')
mkdirSync(staticDir, { recursive: true })
const rows: Row[] = []
const notes: string[] = []
const rss: Array<number | null> = [await rssMb(server.child.pid)]
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
    const pair = await measurePair(`${server.baseUrl}${target.path}`, `${server.baseUrl}/_next/static/bench/${file}`, { connections, durationSeconds, rounds })
    rows.push({ name: target.name, url: target.path, bytes, ...pair })
    rss.push(await rssMb(server.child.pid))
  }
  // Memory that does not come back would show as RSS still climbing after the first pages.
  await new Promise((r) => setTimeout(r, 15_000))
  rss.push(await rssMb(server.child.pid))
  notes.push(`Server memory (RSS, MB): ${rss.join(' → ')} (before the run, after each page, after 15 s idle).`)
  notes.push(...(await benchLeads(server.baseUrl, leadSink.sink, { connections, durationSeconds })))
} finally {
  server.stop()
  await leadSink.sink.stop()
  rmSync(staticDir, { recursive: true, force: true })
  await db.release()
}

let growth: GrowthRow[] = []
if (sizes.length) growth = await measureGrowth(sizes, { connections, seconds: Math.max(3, Math.round(durationSeconds / 3)), iterations: 15 })
console.log(writeReport(rows, growth, { vehicles, connections, durationSeconds, rounds, notes }))
process.exit(0)
