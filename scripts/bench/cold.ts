/**
 * The cold path (issue 18, "Serving"): pages nothing has cached yet, one request at a time, beside a
 * static file of the same size from the same server in the same run.
 *
 * - Search result pages: a few hundred distinct search URLs built with the project's own URL builder
 *   (src/domain/inventory/search-url.ts) from a sample of the inventory (segments, filters, sorts,
 *   pages), each requested once. Every URL has a filter set of its own, so neither the page cache
 *   (keyed by URL) nor the data cache (search results keyed by filters, sort and page; facet counts by
 *   filters) can answer it: what is measured is the search and facet SQL plus the render. The reads
 *   every search page shares (settings, the inventory vocabulary, menus) are cached, as on any
 *   running server; they are filled by requests to /cars-for-sale before the run, and that filter
 *   set is kept out of the list.
 * - Home page: every request follows a cache invalidation that drops everything (a Postgres
 *   NOTIFY on the channel every instance listens to, decision 0227: page cache and data cache
 *   emptied), so each render reads everything from the database.
 *
 * Each size runs on its own server (the bench database of that size, kept between runs), started
 * after the same-size static files were written (`next start` serves only files that existed when it
 * started, decision 0115).
 *
 * Where the time goes (the split, scripts/bench/cold-report.ts): beside the measured server a second
 * one runs on the same database with the page cache off (PAGE_CACHE_SECONDS=0). Each search URL and
 * each dropped-cache home page is also requested there twice, one request at a time: first with its
 * data cold (the render plus its reads from the database, nothing kept), then again at once (the
 * same render with every read answered by the data cache: React, Next and the HTML alone). Then the
 * same searches are sent to the data functions in a process of their own (scripts/bench/cold-data.ts):
 * the time of each statement, and of the same search answered from an inventory snapshot (decision
 * 0286), as the servers answer it once their snapshot is read. Measured page minus direct render is the page cache's keeping
 * (collecting, compressing and storing the page); direct render minus cached-data render is the reads.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { createRandom } from '../../src/seed/data/random'
import {
  BODY_STYLES,
  MONTHLY_PAYMENT_STEPS,
  SORT_OPTIONS,
  formatSearchUrl,
  isBodyStyle,
  isColor,
  normalizeFilters,
  slugify,
  type SearchFilters,
} from '../../src/domain/inventory'
import { benchDatabase } from './growth'
import { startServer } from './server'
import type { ColdDataSample } from './cold-data'

const root = path.resolve(import.meta.dirname, '..', '..')
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs')

export type ColdStats = { count: number; p50: number; p95: number; max: number }
/** The same pages on the server without the page cache: data cold, then data cached. */
export type ColdSplit = { direct: ColdStats; warm: ColdStats }
export type ColdPair = { page: ColdStats; staticFile: ColdStats; bytes: number; split: ColdSplit }
/** The search pages' statements alone, per URL (scripts/bench/cold-data.ts); null when that step failed. */
export type ColdDataStats = {
  total: ColdStats
  count: ColdStats
  page: ColdStats
  facets: ColdStats
  /** The same searches from the inventory snapshot (decision 0286), keyword searches left out. */
  snapshot: ColdStats
}
export type ColdRow = {
  vehicles: number
  srp: ColdPair & { data: ColdDataStats | null }
  home: ColdPair
  urls: number
  notOk: string[]
  pageCacheHits: number
  examples: string[]
  /** The machine's 1-minute load average when the size's run began and ended: one request at a time is only as quiet as the cores. */
  load: [number, number]
}

/** One vehicle of the sample the search URLs are built from. */
export type SampleVehicle = {
  condition: string
  bodystyle: string | null
  make: string
  model: string
  price: number | null
  mileage: number | null
  year: number
  priceDrop: number
  premiumUpgrade: boolean
  store: string | null
  /** The normalised exterior color (decision 0322), null when the paint name gave none. */
  color: string | null
  features: string[]
}

/** Nearest-rank percentiles of a list of milliseconds. */
export function coldStats(ms: number[]): ColdStats {
  const s = [...ms].sort((a, b) => a - b)
  const rank = (p: number) => s[Math.max(0, Math.ceil(p * s.length) - 1)] ?? Number.NaN
  return { count: s.length, p50: rank(0.5), p95: rank(0.95), max: s[s.length - 1] ?? Number.NaN }
}

const roundUp = (n: number, step: number) => Math.ceil(n / step) * step

/**
 * `count` distinct search URLs, each with a filter set no other URL has, the way shoppers refining
 * filters and crawlers meet them: about half under the condition's own root, filters taken from one
 * vehicle of the sample (so most searches find something), any sort, and a later page of the broad
 * searches. Deterministic for a given sample and seed. The empty filter set (the warm-up's
 * /cars-for-sale) is never among them.
 */
export function coldSearchUrls(sample: readonly SampleVehicle[], count: number, seed = 18): string[] {
  const r = createRandom(seed)
  const seen = new Set<string>([JSON.stringify({})])
  const urls: string[] = []
  for (let attempt = 0; urls.length < count && attempt < count * 100 && sample.length; attempt++) {
    const v = r.pick(sample)
    const f: SearchFilters = {}
    if (r.chance(0.5)) f.condition = v.condition as SearchFilters['condition']
    if (v.bodystyle && isBodyStyle(v.bodystyle) && r.chance(0.35)) f.bodystyle = v.bodystyle
    else if (r.chance(0.05)) f.bodystyle = r.pick(BODY_STYLES)
    if (r.chance(0.4)) {
      f.make = slugify(v.make)
      if (r.chance(0.5)) f.model = slugify(v.model)
    }
    if (v.features.length && r.chance(0.2))
      f.features = [r.pick(v.features), ...(r.chance(0.3) ? [r.pick(v.features)] : [])].map(slugify)
    if (v.price !== null && r.chance(0.35)) {
      const max = roundUp(v.price, 5000)
      f.price = r.chance(0.6)
        ? { max }
        : r.chance(0.5)
          ? { min: Math.max(0, max - 10000), max }
          : { min: Math.max(0, max - 10000) }
    }
    if (v.mileage !== null && r.chance(0.15))
      f.mileage = { max: [30_000, 60_000, 85_000, 100_000, 150_000].find((m) => m >= (v.mileage ?? 0)) ?? 200_000 }
    if (r.chance(0.15)) f.year = { min: v.year - r.int(0, 3) }
    // The two facets issue 38 added: a color the vehicle has, and a "Monthly payment up to" step.
    if (v.color && isColor(v.color) && r.chance(0.12)) f.color = v.color
    if (r.chance(0.1)) f.payment = r.pick(MONTHLY_PAYMENT_STEPS)
    if (v.store && r.chance(0.15)) f.store = slugify(v.store)
    if (r.chance(0.08))
      f.greatDeals = v.priceDrop > 0 ? 'price-drop' : v.premiumUpgrade ? 'premium-upgrades' : undefined
    if (r.chance(0.05)) f.q = r.pick([v.make, v.model, `${v.make} ${v.model}`])
    const filters = normalizeFilters(f)
    const key = JSON.stringify(filters)
    if (seen.has(key)) continue
    seen.add(key)
    const narrowing = Object.keys(filters).filter((k) => k !== 'condition').length
    const page = narrowing <= 1 && r.chance(0.3) ? r.int(2, 5) : 1
    urls.push(formatSearchUrl(filters, r.pick(SORT_OPTIONS).value, page))
  }
  return urls
}

/** A spread-out sample of what shoppers can see, with each vehicle's features and store. */
export async function sampleInventory(databaseUrl: string, size: number): Promise<SampleVehicle[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query(
      `SELECT v.condition::text AS condition, v.bodystyle::text AS bodystyle, v.make, v.model,
      v.price::float8 AS price, v.mileage::float8 AS mileage, v.year::int AS year, coalesce(v.price_drop, 0)::float8 AS "priceDrop",
      coalesce(v.premium_upgrade, false) AS "premiumUpgrade", l.store_id AS store, v.color::text AS color,
      ARRAY(SELECT t.text FROM vehicles_texts t WHERE t.parent_id = v.id AND t.path IN ('standardFeatures', 'optionalFeatures') AND t.text IS NOT NULL) AS features
      FROM vehicles v LEFT JOIN locations l ON l.id = v.store_id
      WHERE v.status = 'available' AND v.private IS NOT TRUE ORDER BY md5(v.vin) LIMIT $1`,
      [size],
    )
    return rows as SampleVehicle[]
  } finally {
    await client.end()
  }
}

/** Milliseconds until the whole body of one GET has arrived (no redirects followed). */
export async function timed(
  url: string,
): Promise<{ ms: number; status: number; bytes: number; pageCache: string | null }> {
  const t = performance.now()
  const res = await fetch(url, { redirect: 'manual' })
  const bytes = (await res.arrayBuffer()).byteLength
  return { ms: performance.now() - t, status: res.status, bytes, pageCache: res.headers.get('x-page-cache') }
}

/** Drops every cache of the server (decision 0227: a notification it cannot read as tags means "everything"). */
async function dropAllCaches(client: pg.Client): Promise<void> {
  await client.query(`SELECT pg_notify('cache_invalidation', '"*"')`)
  // The server reads the notification from its listening connection; on loopback that takes well
  // under a millisecond, and nothing in a response says it happened, so give it a moment.
  await new Promise((r) => setTimeout(r, 50))
}

/** Stops a bench server and waits until it is gone, so the next one does not share the cores with it. */
export async function stopServer(server: Awaited<ReturnType<typeof startServer>>): Promise<void> {
  if (server.child.exitCode !== null) return
  const exited = new Promise((resolve) => server.child.once('exit', resolve))
  server.stop()
  await exited
}

/**
 * Search pages each server renders before the measured ones. Without them the first few dozen
 * measured pages ran the search page's code before V8 had optimised it (on this machine about 60-100
 * ms each against 30-50 later, a tenth of a 300-page run, hence most of its p95), which a server that
 * has served shoppers for a while no longer pays.
 */
export const WARM_UP_SEARCHES = 60
/** Home pages with every cache dropped that each server renders before the measured ones (same reason). */
export const WARM_UP_HOMES = 10

export type ColdOptions = { sizes: number[]; urls: number; homeRequests: number }

/** The data functions' side of the searches, in a process of their own (src/data is server-only). */
function measureColdDataInProcess(databaseUrl: string, urls: string[], dir: string): ColdDataStats | null {
  const file = path.join(dir, 'cold-urls.txt')
  writeFileSync(file, urls.join('\n'))
  try {
    const out = execFileSync(process.execPath, [tsx, 'scripts/bench/cold-data-cli.ts', file], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      timeout: 600_000,
    })
    const samples = JSON.parse(out.trim().split('\n').pop() ?? '[]') as ColdDataSample[]
    const of = (k: 'total' | 'count' | 'page' | 'facets') => coldStats(samples.map((s) => s[k]))
    const snapshot = coldStats(samples.flatMap((s) => (s.snapshot === null ? [] : [s.snapshot])))
    return { total: of('total'), count: of('count'), page: of('page'), facets: of('facets'), snapshot }
  } catch (err) {
    console.error(`[bench] cold: the data functions' timing failed: ${(err as Error).message.split('\n')[0]}`)
    return null
  }
}

export async function measureCold(options: ColdOptions): Promise<ColdRow[]> {
  const rows: ColdRow[] = []
  const staticDir = path.join(root, '.next', 'static', 'bench-cold')
  for (const vehicles of options.sizes) {
    const db = await benchDatabase(vehicles)
    try {
      // The first WARM_UP_SEARCHES prepare the servers (below); the rest are measured. Distinct filter
      // sets throughout, so no measured URL was requested before.
      const built = coldSearchUrls(await sampleInventory(db.url, 2000), options.urls + WARM_UP_SEARCHES)
      const warmUp = built.slice(0, WARM_UP_SEARCHES)
      const urls = built.slice(WARM_UP_SEARCHES)
      // A first server only to learn the pages' sizes; the measured one starts with empty caches.
      let server = await startServer(db.env)
      const srpBytes = (await timed(`${server.baseUrl}/cars-for-sale`)).bytes
      const homeBytes = (await timed(`${server.baseUrl}/`)).bytes
      await stopServer(server)
      rmSync(staticDir, { recursive: true, force: true })
      mkdirSync(staticDir, { recursive: true })
      writeFileSync(path.join(staticDir, 'srp.html'), 'x'.repeat(srpBytes))
      writeFileSync(path.join(staticDir, 'home.html'), 'x'.repeat(homeBytes))
      server = await startServer(db.env)
      // The split's server: same database, no page cache (see the header).
      const direct = await startServer({ ...db.env, PAGE_CACHE_SECONDS: '0' })
      const notify = new pg.Client({ connectionString: db.url })
      await notify.connect()
      try {
        const base = server.baseUrl
        const staticSrp = `${base}/_next/static/bench-cold/srp.html`
        const staticHome = `${base}/_next/static/bench-cold/home.html`
        const loadBefore = os.loadavg()[0]
        // Warm-up: the servers' code paths and the reads every page shares.
        for (let i = 0; i < 3; i++)
          for (const u of [staticSrp, staticHome, `${base}/`, `${base}/cars-for-sale`, `${direct.baseUrl}/`])
            await timed(u)
        await timed(`${direct.baseUrl}/cars-for-sale`)

        console.log(
          `[bench] cold: home page with every cache dropped, ${options.homeRequests} times (${vehicles} vehicles)`,
        )
        const home: Split = { page: [], staticFile: [], direct: [], warm: [] }
        const notOk: string[] = []
        // As for the searches below: the reads' own code compiled before the measured renders.
        for (let i = 0; i < WARM_UP_HOMES; i++) {
          await dropAllCaches(notify)
          await timed(`${base}/`)
          await timed(`${direct.baseUrl}/`)
        }
        for (let i = 0; i < options.homeRequests; i++) {
          await dropAllCaches(notify) // both servers listen
          const page = await timed(`${base}/`)
          if (page.status !== 200) notOk.push(`/ answered ${page.status}`)
          home.page.push(page.ms)
          home.staticFile.push((await timed(staticHome)).ms)
          home.direct.push((await timed(`${direct.baseUrl}/`)).ms)
          home.warm.push((await timed(`${direct.baseUrl}/`)).ms)
        }

        // The shared reads again (the home run dropped them), as a running server holds them, and
        // the inventory snapshot those requests start reading (decision 0286): about a second at
        // 50,000 vehicles, after which a running server answers searches from it.
        await timed(`${base}/cars-for-sale`)
        await timed(`${direct.baseUrl}/cars-for-sale`)
        await new Promise((r) => setTimeout(r, 3000))
        // A running server has rendered search pages before: searches of their own, never measured,
        // so that the first measured ones do not also pay for compiling the search page's code.
        for (const url of warmUp) {
          await timed(base + url)
          await timed(direct.baseUrl + url)
        }
        console.log(`[bench] cold: ${urls.length} search pages never requested before (${vehicles} vehicles)`)
        const srp: Split = { page: [], staticFile: [], direct: [], warm: [] }
        let pageCacheHits = 0
        for (const url of urls) {
          const page = await timed(base + url)
          if (page.status !== 200) notOk.push(`${url} answered ${page.status}`)
          else srp.page.push(page.ms)
          if (page.pageCache === 'hit') pageCacheHits++
          srp.staticFile.push((await timed(staticSrp)).ms)
          const cold = await timed(direct.baseUrl + url)
          const warm = await timed(direct.baseUrl + url)
          if (cold.status === 200 && warm.status === 200) {
            srp.direct.push(cold.ms)
            srp.warm.push(warm.ms)
          }
        }
        const loadAfter = os.loadavg()[0]
        await stopServer(direct)
        await stopServer(server)
        console.log(`[bench] cold: the same searches through the data functions alone (${vehicles} vehicles)`)
        const data = measureColdDataInProcess(db.url, urls, staticDir)
        rows.push({
          vehicles,
          srp: { ...pair(srp, srpBytes), data },
          home: pair(home, homeBytes),
          urls: urls.length,
          notOk,
          pageCacheHits,
          examples: urls.slice(0, 6),
          load: [loadBefore, loadAfter],
        })
      } finally {
        await notify.end()
        await stopServer(direct)
        await stopServer(server)
      }
    } finally {
      rmSync(staticDir, { recursive: true, force: true })
      await db.release()
    }
  }
  return rows
}

type Split = { page: number[]; staticFile: number[]; direct: number[]; warm: number[] }

function pair(ms: Split, bytes: number): ColdPair {
  return {
    page: coldStats(ms.page),
    staticFile: coldStats(ms.staticFile),
    bytes,
    split: { direct: coldStats(ms.direct), warm: coldStats(ms.warm) },
  }
}
