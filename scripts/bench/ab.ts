/**
 * `npm run bench:ab -- --builds DIR,DIR,... [--names a,b,...] [--runs 7] [--vehicles 10000] [--cpu-slowdown 4]`:
 * prices a main-thread change on its own (issue 17; decision 0226). Each DIR is a checkout with a
 * production build (`npm run build` there); the first is the reference. All of them are served side
 * by side from the same benchmark database and media, and measured in alternation (load i of every
 * build before load i+1 of any), so a machine that slows down during the run slows every build
 * alike. For home, search results and the vehicle page it prints the main thread's busy time per
 * build, median of the runs, unthrottled and with the CPU slowed as in Lighthouse's mobile run, and
 * each build's difference from the reference.
 */
import path from 'node:path'
import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { chromium } from 'playwright-core'
import { prepareProcessEnv } from '../lib/process-env'
import { benchDatabase } from './growth'
import { benchTargets } from './targets'
import { startServer } from './server'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium'
import { measureOneLoad, median, type MainThreadRun } from './main-thread'

const { values } = parseArgs({
  options: {
    builds: { type: 'string' },
    names: { type: 'string' },
    runs: { type: 'string', default: '7' },
    vehicles: { type: 'string', default: '10000' },
    'cpu-slowdown': { type: 'string', default: '4' },
  },
})
if (!values.builds) throw new Error('--builds DIR,DIR,...: checkouts with a production build, the reference first')
const builds = values.builds.split(',').map((dir) => path.resolve(dir.trim()))
for (const dir of builds)
  if (!existsSync(path.join(dir, '.next', 'BUILD_ID'))) throw new Error(`${dir} has no production build (.next)`)
const names = values.names?.split(',') ?? builds.map((dir) => path.basename(dir))
const runs = Math.max(1, Number(values.runs))
const slowdown = Math.max(1, Number(values['cpu-slowdown']))

prepareProcessEnv()
const db = await benchDatabase(Number(values.vehicles))
// One media folder for every build, so each page shows the same photos.
const env = { ...db.env, MEDIA_DIR: path.resolve(db.env.MEDIA_DIR) }
const servers = []
for (const dir of builds) servers.push(await startServer(env, dir))
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS })
try {
  const targets = (await benchTargets(servers[0].baseUrl, db.url)).filter(
    (t) => t.name === 'home' || t.name === 'SRP all, newest' || t.name === 'VDP',
  )
  type Cell = { plain: MainThreadRun[]; slowed: MainThreadRun[] }
  const cells = targets.map(() => builds.map((): Cell => ({ plain: [], slowed: [] })))
  // Every page once on every server first: its caches warm, as on a running site.
  for (const server of servers)
    for (const t of targets) await fetch(`${server.baseUrl}${t.path}`).then((r) => r.arrayBuffer())
  for (let i = 0; i < runs; i++)
    for (const [ti, target] of targets.entries())
      for (const [bi, server] of servers.entries()) {
        const url = `${server.baseUrl}${target.path}`
        cells[ti][bi].plain.push(await measureOneLoad(browser, url))
        cells[ti][bi].slowed.push(await measureOneLoad(browser, url, slowdown))
        console.log(
          `[ab] run ${i + 1} ${target.name} ${names[bi]}: busy ${cells[ti][bi].plain.at(-1)!.busyMs} ms, ` +
            `${slowdown}x slowed ${cells[ti][bi].slowed.at(-1)!.busyMs} ms`,
        )
      }
  const busy = (rs: MainThreadRun[]) => median(rs.map((r) => r.busyMs))
  const spread = (rs: MainThreadRun[]) => {
    const b = rs.map((r) => r.busyMs).sort((x, y) => x - y)
    return `${b[0]}-${b[b.length - 1]}`
  }
  const lines = [
    `Main thread busy ms, median of ${runs} (range), phone viewport, first-time visitor; ${builds.length} builds in alternation, ${values.vehicles} vehicles.`,
    '',
    `| page | build | unthrottled | vs ${names[0]} | ${slowdown}x CPU slowdown | vs ${names[0]} |`,
    '|---|---|---|---|---|---|',
  ]
  for (const [ti, target] of targets.entries())
    for (const [bi] of builds.entries()) {
      const c = cells[ti][bi]
      const ref = cells[ti][0]
      const diff = (a: number, b: number) => (bi === 0 ? '' : `${a - b >= 0 ? '+' : ''}${a - b}`)
      lines.push(
        `| ${target.name} | ${names[bi]} | ${busy(c.plain)} (${spread(c.plain)}) | ${diff(busy(c.plain), busy(ref.plain))} | ` +
          `${busy(c.slowed)} (${spread(c.slowed)}) | ${diff(busy(c.slowed), busy(ref.slowed))} |`,
      )
    }
  console.log(lines.join('\n'))
} finally {
  await browser.close()
  for (const server of servers) server.stop()
  await db.release()
}
