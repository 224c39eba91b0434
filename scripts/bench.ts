/**
 * `npm run bench [-- --vehicles 10000 --duration 15 --connections 10 --rounds 3 --sizes 1000,10000,50000]`:
 * seeds benchmark databases (kept between runs), serves the built app with `next start`, loads each
 * page on loopback in rounds alternating with a static file of the same size served by the same
 * server (ratios that hold on a noisy machine), then measures the SRP's database time beside the
 * bare SQL and how it grows with the inventory. Issue 9 ("Speed") adds Lighthouse in mobile mode,
 * first-load JavaScript per route (and that no public route loads admin code) and a 200-connection
 * page mix (home, search, vehicle and content pages) beside a static file. Issue 18 adds the cold path
 * (scripts/bench/cold.ts): search pages never requested before and the home page with its caches
 * dropped, one at a time, at `--cold-sizes`. Issue 38 adds the header search's suggestion endpoint
 * (scripts/bench/suggest.ts) at `--suggest-vehicles`. Issue 40 adds the framework's floor
 * (scripts/bench/floor-run.ts): a bare Next page built by the bench, measured by Lighthouse beside
 * home, search and vehicle pages, and four interactions' INP at 4x slowdown. Results go to
 * docs/benchmarks.md.
 *
 * `--only pages,growth,cold,lighthouse,js,mix,dashboard,reads,suggest,floor` runs some parts; the report keeps the others as they were.
 * `--dry-run` prints the section without writing it (trial runs with short durations).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { prepareProcessEnv } from './lib/process-env'
import { buildIsCurrent } from './lib/build-fingerprint'
import { runOrExit } from './lib/run'
import { measurePair } from './bench/pair'
import { startServer, rssMb } from './bench/server'
import {
  dashboardPart,
  firstLoadPart,
  growthPart,
  lighthousePart,
  mixPart,
  pagesPart,
  readsPart,
  REPORT_PARTS,
  writeReport,
  type ReportPart,
  type Row,
} from './bench/report'
import { measureReadsInProcess } from './bench/reads-run'
import { measureDashboard } from './bench/dashboard'
import { benchTargets } from './bench/targets'
import { benchDatabase, measureGrowth } from './bench/growth'
import { benchLeads, startLeadSink } from './bench/leads'
import { measureLighthouse } from './bench/lighthouse'
import { measureMainThread } from './bench/main-thread'
import { measureFirstLoadJs } from './bench/first-load-js'
import { measureMix, probeMix } from './bench/mix'
import { chromium } from 'playwright-core'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './bench/chromium'
import { measureCold } from './bench/cold'
import { coldPart } from './bench/cold-report'
import { measureSuggest } from './bench/suggest'
import { suggestPart } from './bench/suggest-report'
import { measureFloor } from './bench/floor-run'
import { floorPart } from './bench/floor-report'

const root = path.resolve(import.meta.dirname, '..')
const { values } = parseArgs({
  options: {
    vehicles: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    sizes: { type: 'string', default: '1000,10000,50000' },
    only: { type: 'string', default: REPORT_PARTS.join(',') },
    'dry-run': { type: 'boolean', default: false },
    'lighthouse-runs': { type: 'string', default: '5' },
    'floor-runs': { type: 'string', default: '5' },
    'mix-connections': { type: 'string', default: '200' },
    'mix-duration': { type: 'string', default: '60' },
    'mix-idle': { type: 'string', default: '30' },
    'mix-rounds': { type: 'string', default: '2' },
    'cold-sizes': { type: 'string', default: '10000,50000' },
    'cold-urls': { type: 'string', default: '300' },
    'cold-home': { type: 'string', default: '50' },
    'suggest-vehicles': { type: 'string', default: '50000' },
    'suggest-texts': { type: 'string', default: '400' },
  },
})
const only = new Set(values.only.split(',').map((s) => s.trim()))
for (const part of only)
  if (!REPORT_PARTS.includes(part as ReportPart))
    throw new Error(`--only: unknown part "${part}" (parts: ${REPORT_PARTS.join(', ')})`)
const runs = (part: ReportPart) => only.has(part)
const vehicles = Number(values.vehicles)
const durationSeconds = Number(values.duration)
const connections = Number(values.connections)
const rounds = Math.max(1, Number(values.rounds))
const sizes =
  values.sizes === 'none' || !runs('growth')
    ? []
    : values.sizes
        .split(',')
        .map(Number)
        .filter((n) => n > 0)
const report: Partial<Record<ReportPart, string[]>> = {}
prepareProcessEnv()

const db = await benchDatabase(vehicles)
if (!buildIsCurrent(root))
  await runOrExit(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build.ts'], {
    cwd: root,
  })

const leadSink = await startLeadSink()
let server = await startServer({ ...db.env, ...leadSink.env })
const staticDir = path.join(root, '.next', 'static', 'bench')
mkdirSync(staticDir, { recursive: true })
const rows: Row[] = []
const notes: string[] = []
try {
  const targets = await benchTargets(server.baseUrl, db.url)
  const home = targets.find((t) => t.name === 'home')
  const srp = targets.find((t) => t.name.startsWith('SRP'))
  const vdp = targets.find((t) => t.name === 'VDP')
  const focus = [home, srp ? { ...srp, name: 'SRP' } : undefined, vdp].filter((t) => t !== undefined)
  // Lighthouse and first-load JS first, on a server that has not been loaded yet.
  if (runs('lighthouse')) {
    const lighthouseRuns = Math.max(1, Number(values['lighthouse-runs']))
    const lighthouseRows = await measureLighthouse(server.baseUrl, focus, lighthouseRuns)
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS })
    try {
      report.lighthouse = lighthousePart(
        lighthouseRows,
        lighthouseRuns,
        await measureMainThread(browser, server.baseUrl, focus, lighthouseRuns),
      )
    } finally {
      await browser.close()
    }
  }
  if (runs('js')) {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS })
    try {
      const routes = [
        ...focus,
        { name: 'contact', path: '/contact-us' },
        { name: 'sell or trade', path: '/sell-trade-my-car' },
        { name: 'apply for financing', path: '/auto-financing/apply-for-financing' },
      ]
      report.js = firstLoadPart(await measureFirstLoadJs(browser, server.baseUrl, routes))
    } finally {
      await browser.close()
    }
  }
  // The floor beside home, search and vehicle pages, also before any load (issue 40).
  if (runs('floor')) {
    if (!home || !srp || !vdp) throw new Error('the floor part needs the home, search and vehicle pages')
    report.floor = floorPart(
      await measureFloor(
        server.baseUrl,
        { home, search: { ...srp, name: 'SRP' }, vehicle: vdp, form: { name: 'contact', path: '/contact-us' } },
        Math.max(1, Number(values['floor-runs'])),
      ),
    )
  }
  // `next start` serves only the static files that existed when it started (a file written later
  // answers 404, a dynamic page: decision 0115), so the same-size files are written first and the
  // server restarted before they are used.
  const sized: Array<{ name: string; path: string; bytes: number; file: string }> = []
  const mixProbe = runs('mix') ? await probeMix(server.baseUrl, vdp ? [vdp.path] : []) : null
  if (runs('pages') || mixProbe) {
    if (runs('pages')) {
      for (const target of targets) {
        // A redirect would measure the 3xx, not the page: report it instead.
        const res = await fetch(`${server.baseUrl}${target.path}`, { redirect: 'manual' })
        const bytes = (await res.arrayBuffer()).byteLength
        if (res.status !== 200) {
          notes.push(`${target.name} (${target.path}) answered ${res.status}: not measured.`)
          continue
        }
        const file = `${sized.length}.html`
        writeFileSync(path.join(staticDir, file), 'x'.repeat(bytes))
        sized.push({ ...target, bytes, file })
      }
    }
    if (mixProbe) writeFileSync(path.join(staticDir, 'mix.html'), 'x'.repeat(mixProbe.avgBytes))
    server.stop()
    server = await startServer({ ...db.env, ...leadSink.env })
    for (const file of [...sized.map((s) => s.file), ...(mixProbe ? ['mix.html'] : [])]) {
      const res = await fetch(`${server.baseUrl}/_next/static/bench/${file}`)
      await res.arrayBuffer()
      if (res.status !== 200) throw new Error(`the static file /_next/static/bench/${file} answered ${res.status}`)
    }
  }
  if (runs('pages')) {
    const rss: Array<number | null> = [await rssMb(server.child.pid)]
    for (const target of sized) {
      console.log(`[bench] ${target.name}: ${target.path} (${target.bytes} bytes)`)
      const pair = await measurePair(
        `${server.baseUrl}${target.path}`,
        `${server.baseUrl}/_next/static/bench/${target.file}`,
        { connections, durationSeconds, rounds },
      )
      rows.push({ name: target.name, url: target.path, bytes: target.bytes, ...pair })
      rss.push(await rssMb(server.child.pid))
    }
    // Memory that does not come back would show as RSS still climbing after the first pages.
    await new Promise((r) => setTimeout(r, 15_000))
    rss.push(await rssMb(server.child.pid))
    notes.push(`Server memory (RSS, MB): ${rss.join(' → ')} (before the run, after each page, after 15 s idle).`)
    notes.push(...(await benchLeads(server.baseUrl, leadSink.sink, { connections, durationSeconds })))
    report.pages = pagesPart(rows, { vehicles, connections, durationSeconds, rounds, notes })
  }
  if (mixProbe) {
    // A fresh server, so that its memory before the mix is not what the parts above left behind.
    if (runs('pages')) {
      server.stop()
      server = await startServer({ ...db.env, ...leadSink.env })
    }
    const mix = await measureMix(
      server.baseUrl,
      server.child.pid,
      mixProbe,
      `${server.baseUrl}/_next/static/bench/mix.html`,
      {
        connections: Number(values['mix-connections']),
        durationSeconds: Number(values['mix-duration']),
        idleSeconds: Number(values['mix-idle']),
        rounds: Math.max(1, Number(values['mix-rounds'])),
      },
    )
    report.mix = mixPart(mix)
  }
  if (runs('dashboard')) report.dashboard = dashboardPart(await measureDashboard(db.url))
  if (runs('reads')) report.reads = readsPart(measureReadsInProcess(db.url))
} finally {
  server.stop()
  await leadSink.sink.stop()
  rmSync(staticDir, { recursive: true, force: true })
  await db.release()
}

if (sizes.length)
  report.growth = growthPart(
    await measureGrowth(sizes, { connections, seconds: Math.max(3, Math.round(durationSeconds / 3)), iterations: 15 }),
  )
const cold = {
  sizes: values['cold-sizes']
    .split(',')
    .map(Number)
    .filter((n) => n > 0),
  urls: Number(values['cold-urls']),
  homeRequests: Number(values['cold-home']),
}
if (runs('cold')) report.cold = coldPart(await measureCold(cold), cold)
if (runs('suggest'))
  report.suggest = suggestPart(
    await measureSuggest({
      vehicles: Number(values['suggest-vehicles']),
      texts: Number(values['suggest-texts']),
      connections,
      seconds: Math.max(5, durationSeconds),
    }),
  )
console.log(writeReport(report, { write: !values['dry-run'] }))
process.exit(0)
